"""ASP.NET Core's attribute routes (chunk/aspnet_routes.py): an action's route attribute under
its controller's `[Route]` is a function named by the full path at the attribute's line, so a
pasted request lands on the action (search/routes.py); the method stays whole."""
from __future__ import annotations

from pathlib import Path

from codesift.chunk import chunk_file
from conftest import write_repo

# bitwarden/server's CiphersController, cut down.
CIPHERS = '''namespace Bit.Api.Vault.Controllers;

[Route("ciphers")]
[Authorize("Application")]
public class CiphersController : Controller
{
    [HttpGet("{id}")]
    public async Task<CipherResponseModel> Get(Guid id)
    {
        return await GetByIdAsync(id);
    }

    /// <summary>Shares a cipher with an organization.</summary>
    [HttpPut("{id}/share")]
    public async Task<CipherResponseModel> PutShare(Guid id, [FromBody] CipherShareRequestModel model)
    {
        return await _cipherService.ShareAsync(id, model);
    }

    [HttpPost("{id}/share")]
    [Obsolete("This endpoint is deprecated. Use PUT method instead.")]
    public async Task<CipherResponseModel> PostShare(Guid id, [FromBody] CipherShareRequestModel model)
    {
        return await PutShare(id, model);
    }

    private Task<Cipher> GetByIdAsync(Guid id) => _cipherRepository.GetByIdAsync(id);
}
'''

# A controller routed by tokens, an action's absolute template and its `[Route]` with a verb;
# a controller given no `[Route]`, its action's template the whole path.
TOKENS = '''[ApiController]
[Route("api/[controller]")]
public class TodoItemsController : ControllerBase
{
    [HttpGet]
    public IEnumerable<TodoItem> List() => _items;

    [Route("[action]/{id:int}")]
    [HttpGet]
    public TodoItem Find(int id) => _items[id];

    [HttpDelete("~/admin/todos/{id}")]
    public void Purge(int id) {}

    [HttpGet("[area]/x")]
    public void InArea() {}
}

public class MetadataController : Controller
{
    [HttpGet("saml2/{scheme}")]
    public Task<IActionResult> ViewAsync(string scheme) => View(scheme);
}
'''

# A service whose words a share request repeats.
SHARE_SERVICE = '''namespace Bit.Core.Vault.Services;

public class CipherService
{
    public async Task ShareAsync(Cipher originalCipher, Cipher cipher, Guid organizationId)
    {
        await _cipherRepository.ReplaceAsync(cipher);
    }
}
'''


def _routes(chunks: list) -> list[tuple[str, int, int, str]]:
    return [(c.name, c.start, c.end, c.signature) for c in chunks
            if c.kind == "function" and c.name.startswith("/")]


def test_an_action_s_route_attributes_are_routes_under_its_controller_s() -> None:
    chunks = chunk_file("src/Api/Vault/Controllers/CiphersController.cs", CIPHERS, "csharp")
    assert _routes(chunks) == [
        ("/ciphers/{id}", 7, 7, '[HttpGet("{id}")] Get'),
        ("/ciphers/{id}/share", 14, 14, '[HttpPut("{id}/share")] PutShare'),
        ("/ciphers/{id}/share", 20, 20, '[HttpPost("{id}/share")] PostShare')]
    share = next(c for c in chunks if c.name == "/ciphers/{id}/share")
    assert share.doc == "Shares a cipher with an organization."
    # The action stays a method, its lines its own.
    assert [(c.kind, c.name, c.start, c.end) for c in chunks if c.name == "PutShare"] == [
        ("method", "PutShare", 14, 18)]


def test_route_tokens_absolute_templates_and_verbs_said_apart() -> None:
    chunks = chunk_file("Controllers/TodoItemsController.cs", TOKENS, "csharp")
    assert [(n, s) for n, s, _, _ in _routes(chunks)] == [
        ("/api/TodoItems", 5),
        ("/api/TodoItems/Find/{id:int}", 8),
        ("/admin/todos/{id}", 12),
        ("/saml2/{scheme}", 21)]


def test_a_pasted_request_finds_the_action_s_route(make_index, tmp_path: Path) -> None:
    # bitwarden: `PUT /ciphers/<guid>/share` ranked a migration script first and the
    # controller 3rd; the path was written nowhere whole.
    ix = make_index(write_repo(tmp_path / "repo", {
        "src/Api/Vault/Controllers/CiphersController.cs": CIPHERS,
        "src/Core/Vault/Services/CipherService.cs": SHARE_SERVICE}))
    ix.refresh()
    top = ix.search("PUT /ciphers/3fa85f64-5717-4562-b3fc-2c963f66afa6/share").hits[0]
    assert (top.path, top.symbol, top.line) == (
        "src/Api/Vault/Controllers/CiphersController.cs", "/ciphers/{id}/share", 14)
    # The request's method picks the action of that method.
    top = ix.search("POST /ciphers/3fa85f64-5717-4562-b3fc-2c963f66afa6/share").hits[0]
    assert top.line == 20
