"""A migration's copy of a declaration stands behind the live one (search/migration_copies.py),
unless the query speaks of migrations."""
from __future__ import annotations

from pathlib import Path
from typing import Callable

from codesift.search.migration_copies import is_migration, live_before_copies
from conftest import write_repo

# teslamate, cut down: the live function sits in a long context module among many others; the
# data migration that recalculated old sessions copied it, with the few lines it needed.
LOG = '''defmodule TeslaMate.Log do
  @moduledoc "Drives, charges and positions."
  import Ecto.Query

''' + "".join(f'''  def list_thing_{i}(car) do
    Repo.all(from t in Thing{i}, where: t.car_id == ^car.id, order_by: t.date)
  end

''' for i in range(30)) + '''  def complete_charging_process(charging_process) do
    energy = calculate_energy_used(charging_process)
    Repo.update(ChargingProcess.changeset(charging_process, %{charge_energy_used: energy}))
  end

  defp calculate_energy_used(%ChargingProcess{id: id} = charging_process) do
    phases = determine_phases(charging_process)

    query =
      from c in Charge,
        select: %{
          energy_used:
            coalesce(^phases * c.charger_actual_current * c.charger_voltage / 1000.0, c.charger_power) *
              fragment("EXTRACT(epoch FROM (?))", c.date - (lag(c.date) |> over(order_by: c.date))) / 3600
        },
        where: c.charging_process_id == ^id

    Repo.one(from e in subquery(query), select: sum(e.energy_used), where: e.energy_used >= 0)
  end

  defp determine_phases(%ChargingProcess{id: id}) do
    Repo.one(from c in Charge, select: avg(c.charger_phases), where: c.charging_process_id == ^id)
  end
end
'''

MIGRATION = '''defmodule TeslaMate.Repo.Migrations.RecalcEnergyUsed do
  use Ecto.Migration
  import Ecto.Query

  def up do
    Repo.all(ChargingProcess) |> Enum.each(&complete_charging_process/1)
  end

  def down, do: :ok

  defp complete_charging_process(charging_process) do
    energy = calculate_energy_used(charging_process)
    Repo.update(ChargingProcess.changeset(charging_process, %{charge_energy_used: energy}))
  end

  defp calculate_energy_used(%ChargingProcess{id: id}) do
    query =
      from c in Charge,
        select: %{energy_used: c.charger_phases * c.charger_actual_current * c.charger_voltage / 1000.0},
        where: c.charging_process_id == ^id

    Repo.one(from e in subquery(query), select: sum(e.energy_used))
  end
end
'''

QUESTION = ("How is the energy used by a charging session worked out from the charger's "
            "phases, current and voltage?")


def test_the_live_function_leads_its_migrations_copy(
        tmp_path: Path, make_index: Callable[..., object]) -> None:
    ix = make_index(write_repo(tmp_path / "r", {
        "lib/teslamate/log.ex": LOG,
        "priv/repo/migrations/20191212230527_recalc_energy_used.exs": MIGRATION}))
    ix.refresh()
    hits = ix.search(QUESTION).hits
    assert (hits[0].path, hits[0].symbol) == ("lib/teslamate/log.ex", "calculate_energy_used")
    # The copy comes where the live one was.
    assert any(h.path.startswith("priv/repo/migrations/") for h in hits[1:4])
    # A query about the migration asks for it.
    top = ix.search("the migration recalculating the energy used by each charging session").hits[0]
    assert top.path.startswith("priv/repo/migrations/")


def test_migration_folders() -> None:
    assert is_migration("priv/repo/migrations/20191212230527_recalc_energy_used.exs")
    assert is_migration("db/migrate/20200101000000_add_notes.rb")
    assert is_migration("app/notes/migrations/0002_backfill.py")
    assert not is_migration("lib/app/migrator.ex")
    assert not is_migration("lib/app/migrations.ex")


def _doc(path: str, name: str, container: str, kind: str = "function") -> dict:
    return {"path": path, "name": name, "container": container, "kind": kind, "lang": "elixir"}


def test_a_shared_name_is_the_copys_only_in_a_type_named_as_its_own() -> None:
    mig = "priv/repo/migrations/20191212230527_recalc_energy_used.exs"
    docs = {
        (0, 1): _doc(mig, "changeset", "TeslaMate.Repo.Migrations.RecalcEnergyUsed.ChargingProcess"),
        (0, 2): _doc("lib/teslamate/log/drive.ex", "changeset", "TeslaMate.Log.Drive"),
        (0, 3): _doc("lib/teslamate/log/charging_process.ex", "changeset",
                     "TeslaMate.Log.ChargingProcess"),
        (0, 4): _doc(mig, "up", "TeslaMate.Repo.Migrations.RecalcEnergyUsed"),
        (0, 5): _doc("lib/teslamate/release.ex", "up", "TeslaMate.Release"),
    }
    fused = {(0, 1): 0.9, (0, 2): 0.5, (0, 3): 0.4, (0, 4): 0.8, (0, 5): 0.1}
    live_before_copies(fused, docs.__getitem__, "how is a charging process changeset validated")
    # The copy and ChargingProcess's changeset trade places; Drive's, the better ranked, keeps
    # its own.
    assert (fused[(0, 3)], fused[(0, 1)], fused[(0, 2)]) == (0.9, 0.4, 0.5)
    # A migration's own step copies nothing.
    assert fused[(0, 4)] == 0.8 and fused[(0, 5)] == 0.1
