"""Elixir's routes: a router's code and route tables lie in a module's body, which no search
reads (a module chunk is a wrapper), so each route block is a chunk of its own."""
from __future__ import annotations

from pathlib import Path
from typing import Callable

from codesift.chunk import chunk_file
from conftest import write_repo

# teslamate's lib/teslamate_web/router.ex, cut down.
PHOENIX = '''defmodule TeslaMateWeb.Router do
  use TeslaMateWeb, :router

  pipeline :api do
    plug :accepts, ["json"]
  end

  scope "/", TeslaMateWeb do
    pipe_through :browser

    get "/", CarController, :index
    get "/drive/:id/gpx", DriveController, :gpx

    scope "/admin" do
      live "/settings", SettingsLive.Index
    end
  end

  scope "/api", TeslaMateWeb do
    put "/car/:id/logging/resume", CarController, :resume_logging
  end

  get "/health", HealthController, :show
end
'''

# swoosh's lib/plug/mailbox_preview.ex, cut down: Plug.Router's routes hold their code.
PLUG = '''defmodule Plug.Swoosh.MailboxPreview do
  use Plug.Router

  plug :match
  plug :dispatch

  get "/json" do
    emails = Enum.map(conn.assigns.storage_driver.all(), &render_email_json/1)
    send_resp(conn, 200, Jason.encode!(%{data: emails}))
  end

  match "/clear", via: :post do
    redir(conn, conn.assigns.base_path)
  end

  match _ do
    send_resp(conn, 404, "not found")
  end

  defp redir(conn, location), do: conn |> put_resp_header("location", location)
end
'''


def test_a_router_s_scopes_and_plug_routes_are_chunks() -> None:
    # A scope is a namespace named by its path; each route in it (a nested scope's too) a
    # function named by its full path, signed by its call: a route given no block was a line
    # of its scope's one chunk. A route outside every scope stays a line of the module.
    chunks = chunk_file("lib/teslamate_web/router.ex", PHOENIX, "elixir")
    got = [(c.kind, c.name, c.start, c.end, c.signature) for c in chunks
           if c.kind in ("namespace", "section") or c.name.startswith("/")]
    assert got == [
        ("namespace", "/", 8, 17, 'scope "/", TeslaMateWeb'),
        ("function", "/", 11, 11, 'get "/", CarController, :index'),
        ("function", "/drive/:id/gpx", 12, 12, 'get "/drive/:id/gpx", DriveController, :gpx'),
        ("namespace", "/admin", 14, 16, 'scope "/admin"'),
        ("function", "/admin/settings", 15, 15, 'live "/settings", SettingsLive.Index'),
        ("namespace", "/api", 19, 21, 'scope "/api", TeslaMateWeb'),
        ("function", "/api/car/:id/logging/resume", 20, 20,
         'put "/car/:id/logging/resume", CarController, :resume_logging')]
    chunks = chunk_file("lib/plug/mailbox_preview.ex", PLUG, "elixir")
    got = [(c.kind, c.name, c.start, c.end, c.signature) for c in chunks if c.kind == "function"]
    assert got == [("function", "/json", 7, 10, 'get "/json"'),
                   ("function", "/clear", 12, 14, 'match "/clear", via: :post'),
                   ("function", "redir", 20, 20, "defp redir(conn, location)")]


def test_a_route_in_a_router_s_table_is_found(
        tmp_path: Path, make_index: Callable[..., object]) -> None:
    # teslamate: "where is the gpx download route" had no chunk to land on; the route was a
    # line of the router module, whose body no search reads (then of its scope's chunk).
    root = write_repo(tmp_path / "repo", {
        "lib/teslamate_web/router.ex": PHOENIX,
        "lib/teslamate_web/controllers/drive_controller.ex":
            "defmodule TeslaMateWeb.DriveController do\n  def gpx(conn, %{\"id\" => id}) do\n"
            "    send_download(conn, {:binary, export(id)}, filename: \"drive.gpx\")\n"
            "  end\nend\n",
        "lib/teslamate_web/plugs/mailbox.ex": PLUG,
    })
    ix = make_index(root)
    ix.refresh()
    hits = ix.search("gpx route", limit=5).hits
    assert ("lib/teslamate_web/router.ex", "/drive/:id/gpx") in [(h.path, h.symbol) for h in hits]


def test_config_script_calls_are_sections() -> None:
    # hexpm's runtime.exs: `config` calls, some under `if config_env() == :prod do`, with code
    # between them; it was one 189-line chunk, the bucket's variable found 7th.
    exs = ("import Config\n\n"
           "config :hexpm, ecto_repos: [Hexpm.RepoBase]\n\n"
           "if config_env() == :prod do\n"
           "  mode =\n    case System.get_env(\"HEXPM_MODE\") do\n"
           "      nil -> :web\n      \"worker\" -> :worker\n    end\n\n"
           "  config :hexpm,\n    repo_bucket: System.fetch_env!(\"HEXPM_REPO_BUCKET\"),\n"
           "    mode: mode\n\n"
           "  # The endpoint's host\n"
           "  config :hexpm, HexpmWeb.Endpoint, url: [host: \"hex.pm\"]\n"
           "  config :logger, :console, format: \"$message\\n\"\n"
           "end\n")
    got = [(c.kind, c.name, c.signature, c.doc, c.start, c.end)
           for c in chunk_file("config/runtime.exs", exs, "elixir")]
    assert got == [
        ("section", ":hexpm", "config :hexpm", "", 3, 3),
        ("file", "runtime.exs", "", "", 5, 10),
        ("section", ":hexpm", "config :hexpm", "", 12, 14),
        ("section", ":hexpm, HexpmWeb.Endpoint", "config :hexpm, HexpmWeb.Endpoint",
         "The endpoint's host", 17, 17),
        ("section", ":logger, :console", "config :logger, :console", "", 18, 18)]
    # In a module's body `config` is a call like any other.
    ex = "defmodule M do\n  config :x, y: 1\n  def f, do: config(:a)\nend\n"
    assert [c.kind for c in chunk_file("lib/m.ex", ex, "elixir")] == ["module", "function"]


# hexpm's router, cut down: routes in blocks that add no path, and nested resources.
HEXPM = '''defmodule HexpmWeb.Router do
  use HexpmWeb, :router

  scope "/", HexpmWeb do
    live_session :packages, on_mount: [HexpmWeb.Live.InitAssigns] do
      live "/packages", PackageLive.Index, :index
    end

    get "/packages/:name/owners", PackageOwnerController, :index
    put "/packages/:name/owners/:username", PackageOwnerController, :update
    resources "/users", UserController, only: [:show] do
      resources "/keys", KeyController
    end
  end

  scope "/api", HexpmWeb.API, as: :api do
    for prefix <- ["/", "/repos/:repository"] do
      scope prefix do
        post "/packages/:name/releases", ReleaseController, :create
      end
    end
  end
end
'''

OWNERS_VIEW = '''defmodule HexpmWeb.ViewHelpers do
  def owners_path(package, owners) do
    Enum.map(owners, fn owner -> "/packages/#{package.name}/owners/#{owner.username}" end)
  end
end
'''


def test_routes_in_blocks_adding_no_path_are_named_under_their_scope() -> None:
    chunks = chunk_file("lib/hexpm_web/router.ex", HEXPM, "elixir")
    assert [(c.kind, c.name, c.start) for c in chunks if c.name.startswith("/")] == [
        ("namespace", "/", 4),
        ("function", "/packages", 6),
        ("function", "/packages/:name/owners", 9),
        ("function", "/packages/:name/owners/:username", 10),
        ("function", "/users", 11),
        ("function", "/users/:user_id/keys", 12),
        ("namespace", "/api", 16),
        ("function", "/api/packages/:name/releases", 19)]
    # The controller and action a route names are its doc (its address says where to read).
    docs = {c.name: c.doc for c in chunks if c.kind == "function"}
    assert docs["/packages/:name/owners/:username"] == "Handled by `PackageOwnerController.update`."
    assert docs["/packages"] == "Handled by `PackageLive.Index`."
    assert docs["/users/:user_id/keys"] == "Handled by `KeyController`."


def test_a_pasted_request_finds_the_phoenix_route(
        tmp_path: Path, make_index: Callable[..., object]) -> None:
    # hexpm: `PUT /packages/phoenix/owners/josevalim` ranked a view helper first, the router
    # (its scope one chunk of 150 routes) 4th.
    ix = make_index(write_repo(tmp_path / "repo", {
        "lib/hexpm_web/router.ex": HEXPM, "lib/hexpm_web/views/view_helpers.ex": OWNERS_VIEW}))
    ix.refresh()
    top = ix.search("PUT /packages/phoenix/owners/josevalim").hits[0]
    assert (top.path, top.symbol, top.line) == (
        "lib/hexpm_web/router.ex", "/packages/:name/owners/:username", 10)
