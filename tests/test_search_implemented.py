"""An interface's method stands behind its implementation's (search/implemented.py): the
class's method takes the interface's place, unless the query names the interface or the
interface documents what the class does not."""
from __future__ import annotations

from pathlib import Path
from typing import Callable

from codesift.search.implemented import _implements
from conftest import write_repo

# bitwarden/server's service pair, cut down: the interface's member is a line whose few words
# are all the question's, its file small; the class's file is long (1,700 lines there).
INTERFACE = '''namespace Bit.Core.Vault.Services;

public interface ICipherService
{
    Task ShareAsync(Cipher originalCipher, Cipher cipher, Guid organizationId);
    Task DeleteAsync(Cipher cipher, Guid deletingUserId);
}
'''

SERVICE = '''namespace Bit.Core.Vault.Services;

public class CipherService : ICipherService
{
    public async Task ShareAsync(Cipher originalCipher, Cipher cipher, Guid organizationId)
    {
        var org = await _organizationRepository.GetByIdAsync(organizationId);
        if (org == null)
        {
            throw new BadRequestException("Could not find organization.");
        }
        await _cipherRepository.UpdateAttachmentsAndShareAsync(cipher, organizationId);
        await _eventService.LogCipherEventAsync(cipher, EventType.Cipher_Shared);
        await _pushService.PushSyncCipherUpdateAsync(cipher, collectionIds);
    }

    public Task DeleteAsync(Cipher cipher, Guid deletingUserId) => _cipherRepository.DeleteAsync(cipher);
''' + "".join(f'''
    public async Task SaveAttachment{i}Async(Cipher cipher, Stream stream, string fileName)
    {{
        await _attachmentStorageService.UploadNewAttachmentAsync(stream, cipher, fileName);
        await _cipherRepository.UpdateAttachmentAsync(cipher.Id, fileName);
    }}
''' for i in range(40)) + "}\n"

# A null object implementing it too: the longer body is the one doing the work.
NOOP = '''namespace Bit.Core.Vault.Services;

public class NoopCipherService : ICipherService
{
    public Task ShareAsync(Cipher originalCipher, Cipher cipher, Guid organizationId) => Task.CompletedTask;
    public Task DeleteAsync(Cipher cipher, Guid deletingUserId) => Task.CompletedTask;
}
'''

# A library's interface documents its members; its class says `<inheritdoc/>`.
DOCUMENTED = '''namespace Bit.Core.Vault.Services;

public interface ICipherService
{
    /// <summary>Shares a cipher with an organization, re-encrypted under its key.</summary>
    Task ShareAsync(Cipher originalCipher, Cipher cipher, Guid organizationId);
}
'''


def _top(ix, query: str) -> tuple[str, str]:
    top = ix.search(query).hits[0]
    return top.container, top.symbol


def test_the_implementation_leads_its_interface(
        tmp_path: Path, make_index: Callable[..., object]) -> None:
    # bitwarden: "share a cipher with an organization" led with ICipherService.ShareAsync,
    # the body that shares (CipherService's) 7th.
    ix = make_index(write_repo(tmp_path / "r", {
        "src/Core/Vault/Services/ICipherService.cs": INTERFACE,
        "src/Core/Vault/Services/Implementations/CipherService.cs": SERVICE,
        "src/Core/Vault/Services/NoopImplementations/NoopCipherService.cs": NOOP}))
    ix.refresh()
    hits = ix.search("share a cipher with an organization").hits
    assert (hits[0].container, hits[0].symbol) == ("CipherService", "ShareAsync")
    # The interface comes right after (its own file's place).
    assert "src/Core/Vault/Services/ICipherService.cs" in [h.path for h in hits[:3]]
    # Naming the interface asks for it.
    assert _top(ix, "ICipherService ShareAsync") == ("ICipherService", "ShareAsync")


def test_a_documented_interface_stays_first(
        tmp_path: Path, make_index: Callable[..., object]) -> None:
    ix = make_index(write_repo(tmp_path / "r", {
        "src/Core/Vault/Services/ICipherService.cs": DOCUMENTED,
        "src/Core/Vault/Services/Implementations/CipherService.cs": SERVICE}))
    ix.refresh()
    assert _top(ix, "share a cipher with an organization") == ("ICipherService", "ShareAsync")


def test_implementations_are_read_from_names() -> None:
    assert _implements("CipherService", "ICipherService", "csharp")
    assert _implements("HandlebarsMailService", "IMailService", "csharp")
    assert _implements("UserServiceImpl", "UserService", "java")
    assert not _implements("IOtherCipherService", "ICipherService", "csharp")
    assert not _implements("CipherService", "ICipherService", "java")
    assert not _implements("Index", "IIndex", "python")
