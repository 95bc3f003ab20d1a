"""A pasted URL path or request line finds the route it hits (search/routes.py)."""
from __future__ import annotations

from pathlib import Path

from conftest import write_repo

from codesift.search.routes import RequestPath, request_paths

GO_API = """\
package api

import "net/http"

func NewHandler(h *handler) http.Handler {
\tmux := http.NewServeMux()
\tmux.HandleFunc("GET /v1/users", h.usersHandler)
\tmux.HandleFunc("GET /v1/users/{userID}", h.userByIDHandler)
\tmux.HandleFunc("PUT /v1/users/{userID}", h.updateUserHandler)
\tmux.HandleFunc("DELETE /v1/users/{userID}", h.removeUserHandler)
\tmux.HandleFunc("GET /v1/feeds", h.getFeedsHandler)
\tmux.HandleFunc("PUT /v1/feeds/refresh", h.refreshAllFeedsHandler)
\tmux.HandleFunc("PUT /v1/feeds/{feedID}/refresh", h.refreshFeedHandler)
\treturn mux
}
"""

GO_USERS = """\
package api

// usersHandler lists the users of the instance.
func (h *handler) usersHandler(w http.ResponseWriter, r *http.Request) {
\tusers, _ := h.store.Users()
\twriteJSON(w, users)
}
"""

GO_NSQ = """\
package nsqd

func newHTTPServer(s *httpServer) {
\trouter := httprouter.New()
\trouter.Handle("GET", "/config/:opt", s.getConfig)
\trouter.Handle("PUT", "/config/:opt", s.putConfig)
\trouter.Handle("GET", "/stats", s.stats)
}
"""

GO_NSQ_OPTIONS = """\
package nsqd

// Options configures nsqd: its addresses, and the nsqlookupd TCP addresses to register with.
type Options struct {
\tTCPAddress             string   `flag:"tcp-address"`
\tNSQLookupdTCPAddresses []string `flag:"lookupd-tcp-address" cfg:"nsqlookupd_tcp_addresses"`
}
"""

GO_NSQ_FLAGS = """\
package main

// nsqdFlagSet declares the flags of nsqd, among them the nsqlookupd TCP addresses.
func nsqdFlagSet(opts *nsqd.Options) *flag.FlagSet {
\tflagSet := flag.NewFlagSet("nsqd", flag.ExitOnError)
\tnsqlookupdTCPAddresses := app.StringArray{}
\tflagSet.Var(&nsqlookupdTCPAddresses, "lookupd-tcp-address", "lookupd TCP address (may be given multiple times)")
\treturn flagSet
}
"""

JS_USERS = """\
'use strict';

const register = function (server, options) {

    server.route({
        method: 'GET',
        path: '/api/users',
        options: { description: 'Get a paginated list of all users.' },
        handler: async function (request, h) { return await User.pagedFind({}); }
    });

    server.route({
        method: 'GET',
        path: '/api/users/{id}',
        options: { description: 'Get a user by ID.' },
        handler: async function (request, h) { return await User.findById(request.params.id); }
    });

    server.route({
        method: 'PUT',
        path: '/api/users/{id}',
        options: { description: 'Update a user by ID.' },
        handler: async function (request, h) { return await User.update(request.params.id); }
    });
};

module.exports = { name: 'api-users', register };
"""


def _top(ix, query: str, n: int = 1) -> list[tuple[str, str, int]]:
    return [(h.path, h.symbol, h.line) for h in ix.search(query).hits[:n]]


def test_a_pasted_path_finds_the_route_of_its_placeholders(make_index, tmp_path: Path) -> None:
    # `/v1/feeds/42/refresh`: the literal words matched `/v1/feeds/refresh` too, shorter, and
    # it led (miniflux); `/v1/users/7` ranked go.mod first.
    ix = make_index(write_repo(tmp_path / "repo", {"api/api.go": GO_API, "api/users.go": GO_USERS,
                                                   "go.mod": "module example.com/reader\n"}))
    ix.refresh()
    assert _top(ix, "/v1/feeds/42/refresh")[0][1] == "/v1/feeds/{feedID}/refresh"
    assert _top(ix, "GET /v1/feeds/42/refresh")[0][1] == "/v1/feeds/{feedID}/refresh"
    assert _top(ix, "/v1/users/7")[0][1] == "/v1/users/{userID}"
    # A request line's method picks the route of that method among those of one path.
    assert _top(ix, "DELETE /v1/users/7") == [("api/api.go", "/v1/users/{userID}", 10)]
    assert _top(ix, '"PUT https://reader.example.com/v1/users/7?x=1 HTTP/1.1"')[0][2] == 9


def test_a_value_segment_reaches_a_colon_placeholder(make_index, tmp_path: Path) -> None:
    # nsq's `/config/nsqlookupd_tcp_addresses` never reached `/config/:opt`.
    ix = make_index(write_repo(tmp_path / "repo", {"nsqd/http.go": GO_NSQ, "nsqd/options.go": GO_NSQ_OPTIONS,
                                                   "apps/nsqd/flags.go": GO_NSQ_FLAGS}))
    ix.refresh()
    assert _top(ix, "/config/nsqlookupd_tcp_addresses")[0][1] == "/config/:opt"
    assert _top(ix, "PUT /config/nsqlookupd_tcp_addresses")[0][2] == 6


def test_a_request_line_finds_a_hapi_route(make_index, tmp_path: Path) -> None:
    # `GET /api/users/5f2b1c` ranked `/api/users` first (jedireza/frame).
    ix = make_index(write_repo(tmp_path / "repo", {"server/api/users.js": JS_USERS}))
    ix.refresh()
    assert _top(ix, "GET /api/users/5f2b1c") == [("server/api/users.js", "/api/users/{id}", 12)]
    assert _top(ix, "PUT /api/users/5f2b1c")[0][2] == 19


def test_a_path_naming_a_repository_folder_is_a_mention(make_index, tmp_path: Path) -> None:
    # `/v1/users` here is a folder of the repository: the path names its files, not a route.
    ix = make_index(write_repo(tmp_path / "repo", {
        "api/api.go": GO_API, "v1/users/store.go": "package users\n\nfunc Users() {}\n"}))
    ix.refresh()
    assert _top(ix, "/v1/users/store.go")[0][0] == "v1/users/store.go"


def test_request_paths_read_from_logs_and_urls() -> None:
    assert request_paths('10.0.0.1 - - [07/Dec/2026] "GET /v1/feeds/42/refresh HTTP/1.1" 200') \
        == [RequestPath("GET", ("v1", "feeds", "42", "refresh"))]
    assert request_paths("https://example.com/api/v2/items/9#top") \
        == [RequestPath("", ("api", "v2", "items", "9"))]
    assert request_paths("a/b/c and 3/4 and /") == []
    assert request_paths("Exception on /api/orders/42 [GET]") == [RequestPath("GET", ("api", "orders", "42"))]
    assert request_paths("POST <https://api.example.com/v1/orders> failed") \
        == [RequestPath("POST", ("v1", "orders"))]
    # A file's path is none: a trace's location, a source file.
    assert request_paths("at /app/lib/rack/parser.rb:144:in 'parse' from /srv/x/app.py") == []
    # A long text's bare path may be a folder or file: only a request or a URL counts there.
    assert request_paths("see /v1/users/7 and GET /v1/feeds/2", long=True) \
        == [RequestPath("GET", ("v1", "feeds", "2"))]


def test_segments_match_every_placeholder_style() -> None:
    p = RequestPath("", ("articles", "2003", "feed.json"))
    assert p.match("/articles/<int:year>/{name}.json") == (1, 2)
    assert p.match("/articles/{year:[0-9]+}/:file") == (1, 2)
    assert p.match("^articles/(?P<year>[0-9]{4})/feed.json$") == (2, 1)
    assert p.match("/articles/*rest") == (1, 1)
    assert p.match("/Articles/{rest...}") == (1, 1)
    assert p.match("/articles/2003") is None
    assert p.match("/{a}/{b}/{c}") is None      # no literal segment: no route of its own
    assert RequestPath("DELETE", ("x",)).method_conflicts('router.Handle("GET", "/x", h)')
    assert not RequestPath("DELETE", ("x",)).method_conflicts('mux.HandleFunc("/x", h)')


DJANGO_URLS = """\
from django.urls import path, re_path

from . import views

urlpatterns = [
    path("articles/<int:year>/", views.year_archive, name="news-year-archive"),
    path("articles/<int:year>/<int:month>/", views.month_archive, name="news-month-archive"),
    re_path(r"^feed/(?P<slug>[-\\w]+)/$", views.feed, name="feed"),
    re_path(
        r"^thumbnail/(?P<instance_id>[.0-9A-Za-z_=\\-]+)/(?P<size>\\d+)/"
        r"(?:(?P<format>[a-zA-Z]+)/)?",
        views.handle_thumbnail,
        name="thumbnail",
    ),
]
"""

THUMBNAILS = """\
class ThumbnailFormat:
    \"\"\"The formats a thumbnail is served in.\"\"\"
    WEBP = "webp"
    AVIF = "avif"
"""


def test_a_pasted_path_finds_a_django_pattern(make_index, tmp_path: Path) -> None:
    ix = make_index(write_repo(tmp_path / "repo", {"news/urls.py": DJANGO_URLS,
                                                   "news/thumbnail.py": THUMBNAILS}))
    ix.refresh()
    assert _top(ix, "/articles/2003/07/")[0][1] == "/articles/<int:year>/<int:month>/"
    assert _top(ix, "GET /feed/latest-news/ HTTP/1.1")[0][1].startswith("^feed/")
    # A regex with no `$` matches the paths it begins, its optional group aside (saleor's
    # thumbnail route, behind `ThumbnailFormat`): the whole query is its path, so it is sure.
    assert _top(ix, "/thumbnail/UHJvZHVjdDoxMg==/256/")[0][1].startswith("^thumbnail/")
    assert _top(ix, "/thumbnail/UHJvZHVjdDoxMg==/256/webp/")[0][1].startswith("^thumbnail/")


GO_ROUTER = """\
package echo

// Add registers a new route for method and path with matching handler.
func (r *Router) Add(method, path string, h HandlerFunc) error {
\tif r.has(method, path) {
\t\treturn fmt.Errorf("%s %s: adding duplicate route (same method+path) is not allowed", method, path)
\t}
\treturn r.insert(method, path, h)
}
"""

GO_ROUTER_TEST = """\
package echo

func TestRouterParam(t *testing.T) {
\te := New()
\te.GET("/users/:id", handlerFunc)
\te.GET("/users/:id/files", handlerFunc)
}
"""


def test_a_test_route_takes_no_exact_strength(make_index, tmp_path: Path) -> None:
    # echo's "GET /users/:id: adding duplicate route …": its tests' 14 routes of that path
    # led the router saying the message (a route outside source is no answer unless asked).
    ix = make_index(write_repo(tmp_path / "repo", {"router.go": GO_ROUTER,
                                                   "router_test.go": GO_ROUTER_TEST}))
    ix.refresh()
    hits = ix.search("GET /users/:id: adding duplicate route (same method+path) is not allowed").hits
    assert (hits[0].path, hits[0].qualified) == ("router.go", "Router.Add")


GO_MOUNTED = """\
package apis

// bindRecordCrudApi registers the record endpoints on the group it is handed (`/api`).
func bindRecordCrudApi(app core.App, rg *router.RouterGroup) {
\tsub := rg.Group("/collections/{collection}/records")
\tsub.GET("/{id}", recordView)
\tsub.DELETE("/{id}", recordDelete)
}

func recordView(e *core.RequestEvent) error {
\treturn e.JSON(200, e.App.FindRecordById(e.Request.PathValue("collection"), "x"))
}
"""

GO_FULL = """\
package admin

func bindAdmin(r *router.Router) {
\tr.GET("/api/collections/{collection}/records/{id}", adminRecordView)
}
"""

JS_COLLECTIONS = """\
// The records of a collection, listed in the dashboard.
export function loadCollectionRecords(api, collection, records) {
  return api.collections(collection).records(records);
}
"""


def test_a_path_finds_a_route_mounted_under_a_prefix(make_index, tmp_path: Path) -> None:
    # pocketbase's `/api` is the group handed to `bindRecordCrudApi`: no route names it, and
    # `GET /api/collections/posts/records/abc123` found the UI's JavaScript.
    ix = make_index(write_repo(tmp_path / "repo", {"apis/record_crud.go": GO_MOUNTED,
                                                   "ui/records.js": JS_COLLECTIONS}))
    ix.refresh()
    assert _top(ix, "GET /api/collections/posts/records/abc123") == [
        ("apis/record_crud.go", "/collections/{collection}/records/{id}", 6)]
    assert _top(ix, "DELETE /api/collections/posts/records/abc123")[0][2] == 7
    # Only `api`, `rest` or a version is a mount's segment: netbox's `/api/dcim/devices/` is
    # its API's route, not the `/devices/` its UI mounts at `/dcim/`.
    assert list(RequestPath("GET", ("api", "v1", "users", "5")).mounts()) == [0, 1, 2]
    assert list(RequestPath("GET", ("api", "dcim", "devices")).mounts()) == [0, 1]
    # A route naming the whole path comes before one under a mount.
    (tmp_path / "repo" / "admin").mkdir()
    (tmp_path / "repo" / "admin" / "admin.go").write_text(GO_FULL)
    ix.refresh()
    assert _top(ix, "GET /api/collections/posts/records/abc123")[0][:2] == (
        "admin/admin.go", "/api/collections/{collection}/records/{id}")


RAILS_ROUTES = """\
Rails.application.routes.draw do
  resources :photos do
    member do
      get :preview
    end
  end
  resource :profile
  get "/photos_archive/:year", to: "archives#show"
end
"""

PHOTOS_CONTROLLER = """\
class PhotosController < ApplicationController
  # Lists every photo of the album.
  def index
    @photos = Photo.all
  end

  def show
    @photo = Photo.find(params[:id])
  end
end
"""

LARAVEL_ROUTES = """\
<?php
use Illuminate\\Support\\Facades\\Route;

Route::prefix('api')->group(function () {
    Route::apiResource('albums', AlbumController::class);
    Route::get('/albums-count', [AlbumController::class, 'count']);
});
"""


def test_a_member_path_finds_the_resource_declaring_it(make_index, tmp_path: Path) -> None:
    # `resources :photos` is named `/photos`, its collection: `GET /photos/42` and
    # `/photos/42/edit` hit no route (Rails'; Laravel's `apiResource` alike).
    ix = make_index(write_repo(tmp_path / "repo", {
        "config/routes.rb": RAILS_ROUTES, "app/controllers/photos_controller.rb": PHOTOS_CONTROLLER,
        "routes/api.php": LARAVEL_ROUTES}))
    ix.refresh()
    assert _top(ix, "GET /photos/42 returns 500")[0][1:] == ("/photos", 2)
    assert _top(ix, "/photos/42/edit")[0][1:] == ("/photos", 2)
    assert _top(ix, "/photos/42/preview")[0][1:] == ("/photos/:id/preview", 4)
    assert _top(ix, "GET /profile/edit")[0][1:] == ("/profile", 7)
    assert _top(ix, "PUT /api/albums/7")[0][1:] == ("/api/albums", 5)


SUBMISSIONS_VALIDATOR = """\
module Params
  class SubmissionCreateValidator
    def validate_creation_from_emails(params)
      required(params, :template_id)
      email_format(params, :emails, message: 'emails are invalid')
    end
  end
end
"""

SUBMISSIONS_CONTROLLER = """\
module Api
  class SubmissionsController < ApiBaseController
    def create
      Params::SubmissionCreateValidator.call(params)
      render json: create_submissions(@template, params)
    end
  end
end
"""


def test_a_route_comes_after_the_code_saying_the_pasted_message(make_index,
                                                                tmp_path: Path) -> None:
    # docuseal's "POST /api/submissions returns 422 {"error":"emails are invalid"} …": the
    # route in config/routes.rb, hit as surely as a typed name, led the validator saying the
    # message the request got back. A message every handler says points at none of them.
    ix = make_index(write_repo(tmp_path / "repo", {
        "config/routes.rb": "Rails.application.routes.draw do\n  namespace :api do\n"
                            "    resources :submissions\n  end\nend\n",
        "app/controllers/api/submissions_controller.rb": SUBMISSIONS_CONTROLLER,
        "lib/params/submission_create_validator.rb": SUBMISSIONS_VALIDATOR}))
    hits = _top(ix, 'POST /api/submissions returns 422 {"error":"emails are invalid"}', 2)
    assert [h[:2] for h in hits] == [
        ("lib/params/submission_create_validator.rb", "validate_creation_from_emails"),
        ("config/routes.rb", "/api/submissions")]
    assert _top(ix, "POST /api/submissions returns 422")[0][:2] == (
        "config/routes.rb", "/api/submissions")
    for name in ("users", "templates", "folders"):
        (tmp_path / "repo" / "lib" / "params" / f"{name}_validator.rb").write_text(
            SUBMISSIONS_VALIDATOR.replace("SubmissionCreate", name.title()))
    ix.refresh()
    assert _top(ix, 'POST /api/submissions returns 422 {"error":"emails are invalid"}')[0][:2] == (
        "config/routes.rb", "/api/submissions")
