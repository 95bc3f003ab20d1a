"""Rust's HTTP route registrations, each a function named by its full path (qa93:
`rust_routes.py`): lldap's `configure_server`, 13 actix-web routes, was one chunk."""
from __future__ import annotations

from codesift.chunk import chunk_file

ACTIX = '''pub fn configure_server(cfg: &mut web::ServiceConfig) {
    cfg.service(
        web::resource("/opaque/login/start").route(web::post().to(opaque_login_start)),
    )
    .service(
        web::scope("/opaque/register")
            .wrap(auth)
            .service(web::resource("/start").route(web::post().to(register_start))),
    );
}

fn http_config(cfg: &mut web::ServiceConfig) {
    let dir = Path::new("/tmp");
    cfg.route("/settings", web::get().to(get_settings))
        .service(web::scope("/auth").configure(configure_server));
}

fn not_routes(map: &mut Routes) {
    map.route(x);
    open("/etc/passwd");
}
'''

AXUM = '''fn app() -> Router {
    let api = Router::new().route("/users/{id}", get(show_user).post(update_user));
    Router::new()
        .route("/", get(index))
        .nest("/api/v1", Router::new().route("/items", get(list_items)))
}
'''


def _routes(path: str, source: str) -> list[tuple[str, str, int, int, str]]:
    return [(c.kind, c.qualified, c.start, c.end, c.signature)
            for c in chunk_file(path, source, "rust")]


def test_actix_resources_and_routes_are_functions_named_by_their_paths() -> None:
    got = _routes("server/src/auth_service.rs", ACTIX)
    assert got[0][:2] == ("function", "configure_server")
    assert got[1:4] == [
        ("function", "configure_server./opaque/login/start", 3, 3,
         'web::resource("/opaque/login/start").route(web::post().to(opaque_login_start))'),
        ("function", "configure_server./opaque/register/start", 8, 8,
         'web::resource("/start").route(web::post().to(register_start))'),
        ("function", "http_config", 12, 16, got[3][4]),
    ]
    assert got[4] == ("function", "http_config./settings", 14, 14,
                      '.route("/settings", web::get().to(get_settings))')
    # A body's locals and a call given a path that registers nothing are no chunks.
    assert [c[1] for c in got[5:]] == ["not_routes"]


def test_axum_routes_under_a_nest_have_its_prefix() -> None:
    assert [(k, q, s) for k, q, s, _, _ in _routes("src/main.rs", AXUM)] == [
        ("function", "app", 1),
        ("function", "app./users/{id}", 2),
        ("function", "app./", 4),
        ("function", "app./api/v1/items", 5),
    ]


def test_routes_registered_under_a_condition_are_found() -> None:
    # lldap's password reset routes are registered in `if enable_password_reset { … } else
    # { … }`, the block's last expression with no `;`.
    source = ('fn configure(cfg: &mut web::ServiceConfig, reset: bool) {\n'
              '    if reset {\n'
              '        cfg.service(web::resource("/reset/{token}").route(web::get().to(step2)))\n'
              '    } else {\n'
              '        cfg.service(web::resource("/reset/{token}").route(web::get().to(none)))\n'
              '    }\n'
              '}\n')
    assert [(q, s) for _, q, s, _, _ in _routes("src/auth.rs", source)] == [
        ("configure", 1), ("configure./reset/{token}", 3), ("configure./reset/{token}", 5)]
