"""Go's and JavaScript's route registrations chunked per route, each a function named by its
full path as Rails', Django's and Phoenix's routes are (test_chunk_routes.py), the function
registering them kept as it was."""
from __future__ import annotations

from pathlib import Path
from typing import Callable

from codesift.chunk import chunk_file
from conftest import write_repo

# A Go server's route table in the style of miniflux's, chi's _examples and gin's.
GO = '''package server

// routes wires the handlers to their paths.
func (s *Server) routes() {
	r := mux.NewRouter()
	r.HandleFunc("/feeds/{feedID}/refresh", s.refreshFeed).Methods(http.MethodGet)
	api := r.PathPrefix("/v1").Subrouter()
	api.HandleFunc("/entries", s.entries).Methods("GET")
	mux.HandleFunc("GET /items/{id}", s.item)
	var cached string
	cache.Get("/key", &cached)
	client.Get("/health")
	v1 := e.Group("/v1")
	{
		v1.POST("/users", func(c *gin.Context) {
			c.JSON(200, nil)
		}, audit)
	}
	r2.Route("/articles", func(r chi.Router) {
		r.With(paginate).Get("/", listArticles)
		r.Route("/{articleID}", func(r chi.Router) {
			r.Get("/", getArticle)
		})
		r.Mount("/admin", adminRouter())
	})
	g := e.Group(base)
	g.GET("/ping", ping)
}

func helper() {
	m.Get("/x", &v)
}
'''

# An Express app and a Fastify plugin in the style of expressjs's examples and
# fastify-example-twitter.
EXPRESS = '''const app = express();
app.get('/users/:id', auth, users.show);
router.route('/book').get(getBook).post(addBook);
app.use('/api', router);
const v = cache.get('/key', opts);
params.get('/x', y);
app.get('/ping', (req, res) => res.send('pong'));
'''

FASTIFY = '''module.exports = async function (fastify, opts) {
  fastify.post('/login', { schema: loginSchema }, loginHandler)
  fastify.get('/me', async (req, reply) => {
    return req.user
  })
}
'''


def _chunks(path: str, text: str, lang: str) -> list[tuple[str, str, str, int, int, str]]:
    return [(c.kind, c.container, c.name, c.start, c.end, c.signature)
            for c in chunk_file(path, text, lang)]


def test_go_routes_are_named_by_their_full_path() -> None:
    assert _chunks("server/routes.go", GO, "go") == [
        ("method", "Server", "routes", 4, 28, "func (s *Server) routes()"),
        ("function", "Server.routes", "/feeds/{feedID}/refresh", 6, 6,
         'r.HandleFunc("/feeds/{feedID}/refresh", s.refreshFeed).Methods(http.MethodGet)'),
        ("function", "Server.routes", "/v1/entries", 8, 8,
         'api.HandleFunc("/entries", s.entries).Methods("GET")'),
        ("function", "Server.routes", "/items/{id}", 9, 9,
         'mux.HandleFunc("GET /items/{id}", s.item)'),
        ("function", "Server.routes", "/v1/users", 15, 17,
         'v1.POST("/users", func(c *gin.Context)'),
        ("function", "Server.routes", "/articles/", 20, 20,
         'r.With(paginate).Get("/", listArticles)'),
        ("function", "Server.routes", "/articles/{articleID}/", 22, 22,
         'r.Get("/", getArticle)'),
        ("function", "Server.routes", "/articles/admin", 24, 24,
         'r.Mount("/admin", adminRouter())'),
        # A prefix from a variable is no certain one: the path as written.
        ("function", "Server.routes", "/ping", 27, 27, 'g.GET("/ping", ping)'),
        # `m.Get("/x", &v)` fills a value: no route, and its function no scope of routes.
        ("function", "", "helper", 30, 32, "func helper()"),
    ]
    routes = next(c for c in chunk_file("server/routes.go", GO, "go") if c.name == "routes")
    assert routes.doc == "routes wires the handlers to their paths."


def test_javascript_routes_are_named_by_their_path() -> None:
    assert [(k, n, s, sig) for k, _, n, s, _, sig in _chunks("app.js", EXPRESS, "javascript")] == [
        ("constant", "app", 1, "const app = express()"),
        ("function", "/users/:id", 2, "app.get('/users/:id', auth, users.show)"),
        ("function", "/book", 3, "router.route('/book').get(getBook).post(addBook)"),
        ("function", "/api", 4, "app.use('/api', router)"),
        ("constant", "v", 5, "const v = cache.get('/key', opts)"),
        ("function", "/ping", 7, "app.get('/ping',"),
    ]
    assert _chunks("user/index.js", FASTIFY, "javascript") == [
        ("function", "module", "exports", 1, 6, "module.exports = async function (fastify, opts)"),
        ("function", "module.exports", "/login", 2, 2,
         "fastify.post('/login', { schema: loginSchema }, loginHandler)"),
        ("function", "module.exports", "/me", 3, 5, "fastify.get('/me',"),
    ]


def test_a_pasted_url_finds_its_go_route(
        tmp_path: Path, make_index: Callable[..., object]) -> None:
    root = write_repo(tmp_path / "repo", {
        "server/routes.go": GO,
        "server/feeds.go": "package server\n\n// refreshFeed refreshes one feed.\n"
                           "func (s *Server) refreshFeed(w http.ResponseWriter, r *Request) {}\n",
        "app.js": EXPRESS,
    })
    ix = make_index(root)
    ix.refresh()
    top = ix.search("/v1/entries", limit=3).hits[0]
    assert (top.path, top.symbol) == ("server/routes.go", "/v1/entries")
    top = ix.search("GET /items/3", limit=3).hits[0]
    assert (top.path, top.symbol) == ("server/routes.go", "/items/{id}")
    top = ix.search("/users/7", limit=3).hits[0]
    assert (top.path, top.symbol) == ("app.js", "/users/:id")
    # The handler the route names, its words those of the path, comes first, then the route.
    hits = [(h.path, h.symbol) for h in ix.search("/feeds/42/refresh", limit=3).hits]
    assert ("server/routes.go", "/feeds/{feedID}/refresh") in hits[:2]


# httprouter's, gin's and echo's registrations with the verb first, in nsq's and echo's style.
GO_VERB_FIRST = '''package server

func (s *httpServer) routes(router *httprouter.Router) {
	router.Handle("GET", "/ping", http_api.Decorate(s.pingHandler, log))
	router.HandlerFunc(http.MethodPost, "/debug/pprof/symbol", pprof.Symbol)
	router.Handler("GET", "/debug/pprof/heap", pprof.Handler("heap"))
	e.Add(http.MethodGet, "/api/:version/hosts/:name", func(c echo.Context) error {
		return nil
	})
	r.Match([]string{"GET", "POST"}, "/match", h)
	m.Add(key, "/x", v)
	headers.Add("Link", "/next", h)
}
'''


def test_go_routes_with_the_verb_first() -> None:
    assert [(n, s, sig) for _, _, n, s, _, sig in _chunks("http.go", GO_VERB_FIRST, "go")] == [
        ("routes", 3, "func (s *httpServer) routes(router *httprouter.Router)"),
        ("/ping", 4, 'router.Handle("GET", "/ping", http_api.Decorate(s.pingHandler, log))'),
        ("/debug/pprof/symbol", 5,
         'router.HandlerFunc(http.MethodPost, "/debug/pprof/symbol", pprof.Symbol)'),
        ("/debug/pprof/heap", 6,
         'router.Handler("GET", "/debug/pprof/heap", pprof.Handler("heap"))'),
        ("/api/:version/hosts/:name", 7,
         'e.Add(http.MethodGet, "/api/:version/hosts/:name", func(c echo.Context) error'),
        # Neither a key nor a header's name is a verb: `m.Add(key, …)` is no route.
        ("/match", 10, 'r.Match([]string{"GET", "POST"}, "/match", h)'),
    ]


# gorilla/mux routes built by a chain ending in their handler, in go-kit's examples' style.
GO_GORILLA_CHAINS = '''package server

func MakeHTTPHandler(s Service) http.Handler {
	r := mux.NewRouter()
	r.Methods("POST").Path("/profiles/").Handler(httptransport.NewServer(
		e.PostProfileEndpoint,
	))
	r.Path("/lrange/{key}").Methods("GET").HandlerFunc(listRange)
	r.PathPrefix("/static/").Handler(http.StripPrefix("/static/", fs))
	api := r.PathPrefix("/api").Subrouter()
	api.Path("/tasks").Methods("GET").Queries("done", "false").HandlerFunc(s.tasks)
	r.Path(base).HandlerFunc(h)
	w.Header().Handler(h)
	return r
}
'''


def test_gorilla_routes_built_by_a_chain() -> None:
    assert [(n, s, e, sig) for _, _, n, s, e, sig
            in _chunks("transport.go", GO_GORILLA_CHAINS, "go")] == [
        ("MakeHTTPHandler", 3, 15, "func MakeHTTPHandler(s Service) http.Handler"),
        ("/profiles/", 5, 7,
         'r.Methods("POST").Path("/profiles/")'
         '.Handler(httptransport.NewServer(e.PostProfileEndpoint))'),
        ("/lrange/{key}", 8, 8, 'r.Path("/lrange/{key}").Methods("GET").HandlerFunc(listRange)'),
        ("/static/", 9, 9, 'r.PathPrefix("/static/").Handler(http.StripPrefix("/static/", fs))'),
        # Under its subrouter's prefix; a path held in a variable is none.
        ("/api/tasks", 11, 11,
         'api.Path("/tasks").Methods("GET").Queries("done", "false").HandlerFunc(s.tasks)'),
    ]


# Routes registered in a routes function's `if`, `for` and `switch` blocks.
GO_BLOCKS = '''package server

func routes(r *mux.Router, cfg Config) {
	if cfg.Debug {
		r.HandleFunc("/debug/vars", expvar.Handler().ServeHTTP)
	} else if cfg.Pprof {
		r.HandleFunc("/debug/pprof/", pprof.Index)
	}
	for _, p := range extra {
		r.HandleFunc(p, h)
		r.HandleFunc("/loop", h)
	}
	switch cfg.Mode {
	case "api":
		r.HandleFunc("/api", api)
	default:
		r.HandleFunc("/web", web)
	}
}
'''


def test_go_routes_in_if_for_and_switch_blocks() -> None:
    assert [(n, s) for _, _, n, s, _, _ in _chunks("routes.go", GO_BLOCKS, "go")] == [
        ("routes", 3), ("/debug/vars", 5), ("/debug/pprof/", 7), ("/loop", 11), ("/api", 15),
        ("/web", 17),
    ]


# Routes of options objects: Hapi's at a file's top level and in an array, Fastify's in a
# plugin, and Fastify's verb given options passing the handler.
JS_ROUTE_OBJECTS = """const server = Hapi.server({ port: 3000 });

server.route({
  method: 'GET',
  path: '/',
  handler: function (request, h) {
    return 'Hello, world!';
  }
});

server.route([
  { method: 'GET', path: '/v1/holdings', handler: getAllHoldings },
  { method: ['PUT', 'POST'], path: '/v1/holdings/{cph}',
    options: { description: 'Replace a holding\\'s keeper', handler: putHolding } },
]);

cy.route({ method: 'POST', url: '/users', response: {} });

export async function tasks(fastify) {
  fastify.route({
    url: '/tasks',
    method: 'GET',
    async handler(request, reply) {
      return [];
    },
  })
  fastify.post('/login', { schema: loginSchema, handler: login })
  fastify.get('/me', { schema: meSchema })
}
"""


def test_javascript_routes_of_options_objects() -> None:
    assert [(n, s, e, sig) for _, _, n, s, e, sig
            in _chunks("routes.js", JS_ROUTE_OBJECTS, "javascript")] == [
        ("server", 1, 1, "const server = Hapi.server({ port: 3000 })"),
        ("/", 3, 9, "server.route({ method: 'GET', path: '/' })"),
        ("/v1/holdings", 12, 12, "server.route({ method: 'GET', path: '/v1/holdings' })"),
        ("/v1/holdings/{cph}", 13, 14,
         "server.route({ method: ['PUT', 'POST'], path: '/v1/holdings/{cph}' })"),
        # Cypress's stub passes no handler: no route.
        ("tasks", 19, 29, "async function tasks(fastify)"),
        ("/tasks", 20, 26, "fastify.route({ method: 'GET', url: '/tasks' })"),
        ("/login", 27, 27, "fastify.post('/login', { schema: loginSchema, handler: login })"),
    ]
    # Hapi's options describe the route, as hapi-swagger shows it.
    docs = {c.name: c.doc for c in chunk_file("routes.js", JS_ROUTE_OBJECTS, "javascript")}
    assert docs["/v1/holdings/{cph}"] == "Replace a holding's keeper"


# pocketbase's style: a group configured by a chained call, and routes at its own path.
GO_GROUP_ROOT = '''package apis

func bindRecordCrudApi(app core.App, rg *router.RouterGroup) {
	subGroup := rg.Group("/collections/{collection}/records").Unbind(DefaultRateLimitMiddlewareId)
	subGroup.GET("", recordsList)
	subGroup.GET("/{id}", recordView)
	admin := rg.Group("/admins").Bind(RequireSuperuserAuth())
	admin.POST("", adminCreate)
	rg.GET("", index)
	cache.Get("", h)
}
'''


def test_go_routes_at_a_group_s_own_path_and_through_its_chained_calls() -> None:
    got = [(n, s) for k, _, n, _, _, s in _chunks("apis/record_crud.go", GO_GROUP_ROOT, "go")
           if k == "function" and n.startswith("/")]
    assert got == [
        ("/collections/{collection}/records", 'subGroup.GET("", recordsList)'),
        ("/collections/{collection}/records/{id}", 'subGroup.GET("/{id}", recordView)'),
        ("/admins", 'admin.POST("", adminCreate)'),
        # An empty path under no group the function makes names nothing.
    ]
    # A function whose only routes are its group's own path holds them.
    health = 'package apis\n\nfunc bindHealthApi(rg *router.RouterGroup) {\n' \
             '\tsub := rg.Group("/health")\n\tsub.GET("", healthCheck)\n}\n'
    assert [n for k, _, n, _, _, _ in _chunks("apis/health.go", health, "go")
            if k == "function"] == ["bindHealthApi", "/health"]
