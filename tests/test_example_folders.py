"""A folder named for an example with more words holds examples."""
from __future__ import annotations

from pathlib import Path

from conftest import write_repo

ECOSYSTEM = "module.exports = {\n  apps: [{\n    name: 'app',\n    env: { NODE_ENV: 'development' },\n" \
            "    env_production: { NODE_ENV: 'production' },\n  }],\n};\n"
COMMON = '''/**
 * Merge the env of an app with its env_<name> for the environment asked for.
 */
function mergeEnvironmentVariables(app_env, env_name, deploy_conf) {
  var new_conf = Object.assign({}, app_env.env);
  if (app_env['env_' + env_name]) Object.assign(new_conf, app_env['env_' + env_name]);
  return new_conf;
}
'''


def test_sample_apps_config_files_come_after_the_code(tmp_path: Path, make_index) -> None:
    # pm2's `lib/templates/sample-apps/*/ecosystem.config.js`, read as source, led "how are
    # env and env_production merged" over `Common.mergeEnvironmentVariables`.
    files = {f"lib/templates/sample-apps/{name}/ecosystem.config.js": ECOSYSTEM
             for name in ("http-server", "python-app", "metrics")}
    files["lib/Common.js"] = COMMON
    ix = make_index(write_repo(tmp_path / "r", files))
    ix.refresh()
    hits = ix.search("how are env and env_production merged").hits
    assert hits[0].path == "lib/Common.js"

