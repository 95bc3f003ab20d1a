"""Route tables chunked per route: a Django `urls.py`'s `urlpatterns` entries and a Rails
`config/routes.rb`'s routes, each a function named by its path as Phoenix's routes are
(test_chunk_elixir_routes.py), so a URL pasted from a log lands on the route."""
from __future__ import annotations

from pathlib import Path
from typing import Callable

from codesift.chunk import chunk_file
from conftest import write_repo

# A Django app's urls.py in the style of healthchecks' and saleor's.
DJANGO = '''from django.urls import include, path, re_path

from . import views

app_name = "news"

urlpatterns = [
    path("articles/2003/", views.special_case_2003),
    # One year's articles, newest first.
    path("articles/<int:year>/", views.year_archive, name="news-year-archive"),
    re_path(
        r"^plugins/(?P<channel>[-\\w]+)/"
        r"(?P<plugin_id>[.\\w]+)/$",
        views.plugin_webhook,
        name="plugins",
    ),
    path("api/", include([
        path("users/<int:pk>/", views.user_detail, name="api-user"),
    ])),
    path(settings.ADMIN_URL, admin.site.urls),
]

urlpatterns += [
    path("", views.index, name="index"),
]
'''

# A Rails app's config/routes.rb in the style of rubygems.org's and openstreetmap's.
RAILS = '''Rails.application.routes.draw do
  root to: "home#index"

  # A photo's page.
  get "/photos/:id", to: "photos#show", as: "photo"
  post "login" => "sessions#create"
  resources :gems, path: "rubygems", only: [:index, :show] do
    member do
      get :preview
    end
    resources :versions, only: :index
  end

  namespace :api do
    scope "v4" do
      get "users/:id", to: "users#show"
      match "", to: "root#index", via: :get
    end
  end

  scope module: :admin do
    mount Sidekiq::Web => "/sidekiq"
  end

  def self.helper_route
    true
  end
end
'''

# A file config/routes.rb draws (`draw :api`): routes with no draw block around them.
DRAWN = '''namespace :api, format: false do
  resource :instance, only: [:show]
end
'''

# A Rakefile's `namespace :db do` stays a Rake namespace.
RAKE = '''namespace :db do
  desc "Migrate the database"
  task :migrate do
    run
  end
end
'''


def _routes(chunks: list) -> list[tuple[str, str, int, int, str]]:
    return [(c.kind, c.name, c.start, c.end, c.signature) for c in chunks
            if c.kind in ("function", "namespace")]


def test_a_django_url_table_s_entries_are_routes() -> None:
    # The urls.py was one whole-file chunk: it declares only lower-case names.
    chunks = chunk_file("news/urls.py", DJANGO, "python")
    assert _routes(chunks) == [
        ("function", "/articles/2003/", 8, 8, 'path("articles/2003/", views.special_case_2003)'),
        ("function", "/articles/<int:year>/", 10, 10,
         'path("articles/<int:year>/", views.year_archive, name="news-year-archive")'),
        ("function", r"^plugins/(?P<channel>[-\w]+)/(?P<plugin_id>[.\w]+)/$", 11, 16,
         r're_path(r"^plugins/(?P<channel>[-\w]+)/" r"(?P<plugin_id>[.\w]+)/$", '
         'views.plugin_webhook, name="plugins")'),
        ("function", "/api/", 17, 19, 'path("api/", include([…]))'),
        ("function", "/api/users/<int:pk>/", 18, 18,
         'path("users/<int:pk>/", views.user_detail, name="api-user")'),
        ("function", "/", 24, 24, 'path("", views.index, name="index")'),
    ]
    year = next(c for c in chunks if c.name == "/articles/<int:year>/")
    assert year.doc == "One year's articles, newest first."
    # The variables stay what they were: urlpatterns is found by its name.
    assert [(c.kind, c.name) for c in chunks if c.kind == "variable"] == [
        ("variable", "app_name"), ("variable", "urlpatterns")]


def test_a_rails_route_table_s_routes_are_named_by_their_full_path() -> None:
    chunks = chunk_file("config/routes.rb", RAILS, "ruby")
    assert [(k, n, s, e) for k, n, s, e, _ in _routes(chunks)] == [
        ("function", "/", 2, 2),
        ("function", "/photos/:id", 5, 5),
        ("function", "/login", 6, 6),
        ("function", "/rubygems", 7, 12),
        ("function", "/rubygems/:id/preview", 9, 9),
        ("function", "/rubygems/:gem_id/versions", 11, 11),
        ("namespace", "/api", 14, 19),
        ("namespace", "/api/v4", 15, 18),
        ("function", "/api/v4/users/:id", 16, 16),
        ("function", "/api/v4", 17, 17),
        ("function", "/sidekiq", 22, 22),
    ]
    photo = next(c for c in chunks if c.name == "/photos/:id")
    assert photo.signature == 'get "/photos/:id", to: "photos#show", as: "photo"'
    assert photo.doc == "A photo's page."
    # A method the table defines stays one.
    assert ("helper_route", "method") in [(c.name, c.kind) for c in chunks]
    # A file the table draws holds routes at its top level; a Rakefile's namespace is Rake's.
    assert _routes(chunk_file("config/routes/api.rb", DRAWN, "ruby")) == [
        ("namespace", "/api", 1, 3, "namespace :api, format: false"),
        ("function", "/api/instance", 2, 2, "resource :instance, only: [:show]")]
    # A route's `on: :member` places it under the resource's `:id` through other blocks.
    guarded = ('Rails.application.routes.draw do\n  resources :users do\n    authenticate do\n'
               '      post :exhibit, on: :member\n    end\n  end\nend\n')
    assert [c.name for c in chunk_file("config/routes.rb", guarded, "ruby")] == [
        "/users", "/users/:id/exhibit"]
    assert [(c.kind, c.name) for c in chunk_file("lib/tasks/db.rake", RAKE, "ruby")] == [
        ("namespace", "db"), ("function", "migrate")]


def test_a_pasted_url_finds_its_route(
        tmp_path: Path, make_index: Callable[..., object]) -> None:
    # A URL from a log, its ids filled in, and a route's name land on the route's line.
    root = write_repo(tmp_path / "repo", {
        "news/urls.py": DJANGO,
        "news/views.py": "def year_archive(request, year):\n    return render(request, year)\n",
        "config/routes.rb": RAILS,
        "app/controllers/photos_controller.rb":
            "class PhotosController < ApplicationController\n  def show\n"
            "    @photo = Photo.find(params[:id])\n  end\nend\n",
    })
    ix = make_index(root)
    ix.refresh()
    top = ix.search("/api/v4/users/42", limit=3).hits[0]
    assert (top.path, top.symbol) == ("config/routes.rb", "/api/v4/users/:id")
    top = ix.search("/articles/2003/", limit=3).hits[0]
    assert (top.path, top.symbol) == ("news/urls.py", "/articles/2003/")
    # By its name: the view the route names (`year_archive`) comes first, then the route.
    hits = ix.search("news-year-archive", limit=3).hits
    assert ("news/urls.py", "/articles/<int:year>/") in [(h.path, h.symbol) for h in hits]
