"""Laravel's route files chunked per route (chunk/laravel_routes.py): each `Route::` call a
function named by its full path under its groups' prefixes, so a request pasted from a log
lands on its route (search/routes.py), as Rails' and Django's do (test_chunk_routes.py)."""
from __future__ import annotations

from pathlib import Path

from codesift.chunk import chunk_file
from conftest import write_repo

# A route file in the style of koel's `routes/api.base.php` and Laravel's skeleton.
API = '''<?php

use App\\Http\\Controllers\\API\\RateSongController;
use Illuminate\\Support\\Facades\\Route;

Route::prefix('api')
    ->middleware('api')
    ->group(static function (): void {
        Route::get('ping', static fn () => null);

        Route::middleware('auth')->group(static function (): void {
            // Rate a song.
            Route::put('songs/{song}/rating', RateSongController::class)->where(['song' => Uuid::REGEX]);
            Route::apiResource('albums.songs', AlbumSongController::class);
            Route::match(['get', 'post'], 'search', SearchController::class);
            Route::post('invitations/accept', [UserInvitationController::class, 'accept']);

            Route::group(['prefix' => 'radio'], static function (): void {
                Route::get('stations/{radioStation}/now-playing', NowPlayingController::class);
            });

            if (YouTube::enabled()) {
                Route::get('youtube/search/song/{song}', SearchYouTubeController::class);
            }
        });
    });

Route::get('/user', function (Request $request) {
    return $request->user();
})->middleware('auth:sanctum');

Route::get($dynamic, DynamicController::class);
Route::prefix('admin')->group(base_path('routes/admin.php'));
'''

# A route file looping over a table: the table is no route's, and stays searchable.
SUBSONIC = '''<?php

$endpoints = [
    'getPlayQueue' => GetPlayQueueController::class,
];

Route::prefix('rest')->group(static function () use ($endpoints): void {
    foreach ($endpoints as $endpoint => $controller) {
        Route::match(['get', 'post'], "{$endpoint}{format?}", $controller);
    }
});
'''

ROUTE_CONTROLLER = '''<?php

namespace App\\Http\\Controllers\\API;

class RateSongController extends Controller
{
    public function __invoke(RateSongRequest $request, Song $song)
    {
        return $this->ratingService->rate($song, $request->rating);
    }
}
'''

# A song's model, whose words a rating request shares.
SONG = '''<?php

namespace App\\Models;

class Song extends Model
{
    public function rating(): HasOne
    {
        return $this->hasOne(Rating::class);
    }

    public function songs(): HasMany
    {
        return $this->hasMany(Song::class);
    }
}
'''


def _routes(chunks: list) -> list[tuple[str, str, int, int]]:
    return [(c.kind, c.name, c.start, c.end) for c in chunks
            if c.kind in ("function", "namespace")]


def test_a_laravel_route_file_s_routes_are_named_by_their_full_path() -> None:
    # The file declared no function or class: it was one whole-file chunk.
    chunks = chunk_file("routes/api.php", API, "php")
    assert _routes(chunks) == [
        ("namespace", "/api", 6, 26),
        ("function", "/api/ping", 9, 9),
        ("function", "/api/songs/{song}/rating", 13, 13),
        ("function", "/api/albums/{album}/songs", 14, 14),
        ("function", "/api/search", 15, 15),
        ("function", "/api/invitations/accept", 16, 16),
        ("namespace", "/api/radio", 18, 20),
        ("function", "/api/radio/stations/{radioStation}/now-playing", 19, 19),
        ("function", "/api/youtube/search/song/{song}", 23, 23),
        ("function", "/user", 28, 30),
    ]
    rating = next(c for c in chunks if c.name == "/api/songs/{song}/rating")
    assert rating.signature.startswith(
        "Route::put('songs/{song}/rating', RateSongController::class)")
    assert rating.doc == "Rate a song."
    # A closure's route is signed by its call, not its body, and names no handler.
    user = next(c for c in chunks if c.name == "/user")
    assert (user.signature, user.doc) == ("Route::get('/user',", "")
    # The controller (and action) a route names is its doc when no comment is.
    docs = {c.name: c.doc for c in chunks if c.kind == "function"}
    assert docs["/api/radio/stations/{radioStation}/now-playing"] == \
        "Handled by `NowPlayingController`."
    assert docs["/api/invitations/accept"] == "Handled by `UserInvitationController::accept`."


def test_a_route_file_s_code_besides_its_routes_stays_searchable() -> None:
    chunks = chunk_file("routes/subsonic.php", SUBSONIC, "php")
    assert _routes(chunks) == [("namespace", "/rest", 7, 11)]
    assert any("getPlayQueue" in c.text and c.start == 1 for c in chunks)


def test_a_pasted_request_finds_the_laravel_route(make_index, tmp_path: Path) -> None:
    # koel's `PUT /api/songs/<uuid>/rating` ranked a Lambda controller's `put` first and the
    # route file (one chunk) sixth.
    ix = make_index(write_repo(tmp_path / "repo", {
        "routes/api.php": API, "app/Models/Song.php": SONG,
        "app/Http/Controllers/API/RateSongController.php": ROUTE_CONTROLLER}))
    ix.refresh()
    top = ix.search("PUT /api/songs/0b1c2d3e-1111-2222-3333-444455556666/rating").hits[0]
    assert (top.path, top.symbol, top.line) == ("routes/api.php", "/api/songs/{song}/rating", 13)
    top = ix.search("GET /api/radio/stations/7/now-playing").hits[0]
    assert top.symbol == "/api/radio/stations/{radioStation}/now-playing"


def test_a_label_over_a_run_of_routes_is_no_doc_of_the_first() -> None:
    # koel's `// Playlist collaboration routes` over two routes: a label, as `// Helpers` over
    # functions is; the routes' handler docs, which no comment gives, were read as docs of
    # their own and kept it as the first route's doc.
    src = ("<?php\n\n"
           "Route::middleware('auth')->group(static function (): void {\n"
           "    // Playlist collaboration routes\n"
           "    Route::post('playlists/{playlist}/collaborators/invite', InviteController::class);\n"
           "    Route::post('playlists/collaborators/accept', AcceptController::class);\n"
           "});\n")
    docs = [(c.name, c.doc) for c in chunk_file("routes/api.php", src, "php")
            if c.kind == "function"]
    assert docs == [
        ("/playlists/{playlist}/collaborators/invite", "Handled by `InviteController`."),
        ("/playlists/collaborators/accept", "Handled by `AcceptController`.")]
