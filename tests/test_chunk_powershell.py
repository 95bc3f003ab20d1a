"""PowerShell's declarations from the real grammar (`grammars_powershell.py`): comment-based
help, param blocks, enums and classes, Pester blocks.
"""
from __future__ import annotations

from codesift.chunk import chunk_file

from chunk_fixtures import find_chunk as _find
from chunk_fixtures import fixture_chunks as _chunks


def test_powershell_comment_based_help_is_the_description() -> None:
    from codesift.address import hit_label
    from codesift.model import Hit

    start = _find(_chunks("sample.ps1"), "Start-Deployment")
    hit = Hit(path="deploy.ps1", line=21, end_line=23, kind="function", symbol="Start-Deployment",
              container="", signature=start.signature, doc=start.doc, lang="powershell", score=1.0)
    assert hit_label(hit) == "function Start-Deployment([string]$Name) — Starts a deployment."
    help_doc = ".SYNOPSIS Deploys it. .PARAMETER Name The name. .EXAMPLE Deploy-It -Name x"
    hit = Hit(path="deploy.ps1", line=1, end_line=2, kind="function", symbol="Deploy-It",
              container="", signature="function Deploy-It", doc=help_doc, lang="powershell",
              score=1.0)
    assert hit_label(hit) == "function Deploy-It — Deploys it."


def test_powershell_help_keywords_end_the_synopsis_paragraph() -> None:
    # Pester's help writes `.SYNOPSIS` / text / `.DESCRIPTION` / text with no blank line
    # between: `Add-ShouldOperator` read "Register a Should Operator with Pester This function
    # allows you to …", and the help's closing `#>` line left a `>` at the doc's end.
    from codesift.address import hit_label
    from codesift.model import Hit

    src = ("function Add-ShouldOperator {\n    <#\n    .SYNOPSIS\n"
           "    Register a Should Operator with Pester\n    .DESCRIPTION\n"
           "    This function allows you to create custom Should assertions.\n"
           "    .PARAMETER Name\n    The name of the assertion.\n    #>\n"
           "    param([string]$Name)\n}\n")
    chunk = chunk_file("src/Main.ps1", src, "powershell")[0]
    assert chunk.doc == (".SYNOPSIS\nRegister a Should Operator with Pester\n.DESCRIPTION\n"
                         "This function allows you to create custom Should assertions.\n"
                         ".PARAMETER Name\nThe name of the assertion.")
    hit = Hit(path="src/Main.ps1", line=1, end_line=11, kind="function", symbol=chunk.name,
              container="", signature=chunk.signature, doc=chunk.doc, lang="powershell",
              score=1.0)
    assert hit_label(hit) == ("function Add-ShouldOperator([string]$Name) — Register a Should "
                              "Operator with Pester")


def test_powershell_help_opening_a_function_body_is_its_doc_not_its_signature() -> None:
    # Comment-based help may open the function's body instead of standing above it. The
    # grammar puts that comment between `{` and the body, so the signature ran to the body:
    # `function Set-It { <.SYNOPSIS Sets it.`, with no doc. A plain note there is no doc.
    from codesift.address import hit_label
    from codesift.model import Hit

    src = ("function Set-It {\n<#\n.SYNOPSIS\nSets it.\n#>\nparam([string]$Name)\n"
           "Write-Output $Name\n}\n\nfunction Get-It($a) {\n    <# a note #>\n    $a\n}\n")
    chunks = {c.name: c for c in chunk_file("a.ps1", src, "powershell")}
    assert chunks["Set-It"].signature == "function Set-It([string]$Name)"
    assert chunks["Get-It"].signature == "function Get-It($a)" and not chunks["Get-It"].doc
    set_it = chunks["Set-It"]
    hit = Hit(path="a.ps1", line=1, end_line=8, kind="function", symbol="Set-It", container="",
              signature=set_it.signature, doc=set_it.doc, lang="powershell", score=1.0)
    assert hit_label(hit) == "function Set-It([string]$Name) — Sets it."


def test_powershell_help_a_blank_line_above_a_function_is_its_doc() -> None:
    # PowerShell gives a function the help above it across one blank line (and a script the
    # help two or more lines above its first function): Pode's `Set-PodeCurrentRunspaceName`,
    # 16 of its functions, had no doc. A plain `<# note #>` so placed is none.
    src = ("<#\n.SYNOPSIS\n    Sets the name of the current runspace.\n#>\n\n"
           "function Set-PodeCurrentRunspaceName {\n    param([string]$Name)\n}\n\n"
           "<# a note #>\n\nfunction Get-It { 1 }\n\n<#\n.SYNOPSIS\n    Script help.\n#>\n\n\n"
           "function Get-Other { 2 }\n")
    docs = {c.name: c.doc for c in chunk_file("src/Public/Runspaces.ps1", src, "powershell")}
    assert docs["Set-PodeCurrentRunspaceName"].startswith(".SYNOPSIS\nSets the name"), docs
    assert docs["Get-It"] == "" and docs["Get-Other"] == "", docs


def test_powershell_param_block_parameters_sign_an_advanced_function() -> None:
    # An advanced function declares its parameters in a `param(…)` block opening its body,
    # under `[CmdletBinding()]`: Pode's `Add-PodeRoute` was signed `function Add-PodeRoute`,
    # its 25 parameters in no signature (2,000 of its functions so). Each shows its type (no
    # `[Parameter(…)]`, `[ValidateSet(…)]`) and default; a list past the cap its names; a
    # header's own parameters stay as written.
    src = ("function Add-PodeRoute {\n    [CmdletBinding(DefaultParameterSetName = 'Script')]\n"
           "    [OutputType([System.Object[]])]\n    param(\n"
           "        [Parameter(Mandatory = $true)]\n        [ValidateSet('Get', 'Post')]\n"
           "        [string[]]\n        $Method,\n\n        [Parameter()]\n        [string]\n"
           "        $Path = '/',\n\n        [switch]\n        $PassThru\n    )\n"
           "    Write-Host $Method\n}\n\nfilter Select-Wide {\n    param(\n"
           + "".join(f"        [string]$LongParameterName{i},\n" for i in range(12))
           + "        [int]$Last\n    )\n    $_\n}\n\n"
           "function Get-Thing([string]$Name, [int]$Count = 1) {\n    param()\n    $Name\n}\n")
    sigs = {c.name: c.signature for c in chunk_file("src/Public/Routes.ps1", src, "powershell")}
    assert sigs["Add-PodeRoute"] == \
        "function Add-PodeRoute([string[]]$Method, [string]$Path = '/', [switch]$PassThru)", sigs
    assert sigs["Select-Wide"].startswith("filter Select-Wide($LongParameterName0, "), sigs
    assert sigs["Select-Wide"].endswith(", …)") and len(sigs["Select-Wide"]) <= 160, sigs
    assert sigs["Get-Thing"] == "function Get-Thing([string]$Name, [int]$Count = 1)", sigs


def test_powershell_enums_are_declarations_and_type_headers_end_at_the_brace() -> None:
    # posh-git's `enum UntrackedFilesMode { Default; No; Normal; All }` and psake's
    # src/enums/*.ps1 were no chunk (psake's a whole-file one), and a class's signature ran
    # on through its members: `class PsakeTaskResult { [string]$Name [TaskStatus]$Status …`.
    src = ("enum UntrackedFilesMode { Default; No; Normal; All }\n\n"
           "# The task states.\n"
           "enum TaskStatus : int {\n    Executed\n    Failed\n}\n\n"
           "class PsakeTaskResult : Base {\n    [string]$Name\n    [TaskStatus]$Status\n}\n")
    chunks = chunk_file("src/enums/TaskStatus.ps1", src, "powershell")
    assert [(c.kind, c.qualified, c.start, c.end, c.signature) for c in chunks] == [
        ("enum", "UntrackedFilesMode", 1, 1, "enum UntrackedFilesMode"),
        ("enum", "TaskStatus", 4, 7, "enum TaskStatus : int"),
        ("class", "PsakeTaskResult", 9, 12, "class PsakeTaskResult : Base"),
        ("property", "PsakeTaskResult.Name", 10, 10, "[string]$Name"),
        ("property", "PsakeTaskResult.Status", 11, 11, "[TaskStatus]$Status")]
    assert _find(chunks, "TaskStatus").doc == "The task states."


def test_pester_describe_context_and_it_blocks_are_suites_and_cases() -> None:
    # Pester's tst/functions/Mock.Tests.ps1 (3,553 lines, 262 `It`s) was one whole-file
    # chunk: its blocks are commands with a script block, no function. A suite is a namespace
    # of its cases, named by its title, not a parameter's value (`-Tag "Unit"`); a hook is a
    # function named by the hook; `InModuleScope` holds suites without being one.
    src = ("BeforeAll {\n    function FunctionUnderTest { 'real' }\n}\n\n"
           'Describe -Tag "Unit" "When calling Mock on a filter" {\n'
           "    Context 'with a parameter filter' {\n"
           "        BeforeEach { Mock Get-Item { 1 } }\n\n"
           '        It "Should Invoke the mocked script" -TestCases @(@{ A = 1 }) {\n'
           "            Get-Item | Should -Be 1\n        }\n    }\n"
           "    it 'mocks what Pester can''t see' { 1 }\n}\n\n"
           "InModuleScope -ModuleName Pester {\n"
           '    Describe "Resolve-Command" {\n        It "finds it" { 1 }\n    }\n}\n\n'
           "Invoke-Build -Task Test { 1 }\n")
    chunks = chunk_file("tst/Mock.Tests.ps1", src, "powershell")
    suite, context = "When calling Mock on a filter", "with a parameter filter"
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("function", "BeforeAll", 1, 3),
        ("namespace", suite, 5, 14),
        ("namespace", f"{suite}.{context}", 6, 12),
        ("function", f"{suite}.{context}.BeforeEach", 7, 7),
        ("function", f"{suite}.{context}.Should Invoke the mocked script", 9, 11),
        ("function", f"{suite}.mocks what Pester can't see", 13, 13),
        ("namespace", "Resolve-Command", 17, 19),
        ("function", "Resolve-Command.finds it", 18, 18)]
    assert _find(chunks, suite).signature == f'Describe -Tag "Unit" "{suite}"'
    assert _find(chunks, f"{suite}.{context}.Should Invoke the mocked script").signature == \
        'It "Should Invoke the mocked script" -TestCases @(@{ A = 1 })'


def test_powershell_functions_under_a_condition_are_reached() -> None:
    src = ('if ($IsWindows) {\n'
           '    # Gets the Windows path.\n'
           '    function Get-Path { "a" }\n'
           '} elseif ($IsMacOS) {\n'
           '    function Get-MacPath { "m" }\n'
           '} else {\n'
           '    function Get-UnixPath { if ($x) { function Inner { 1 } } }\n'
           '}\n')
    chunks = chunk_file("profile.ps1", src, "powershell")
    assert [(c.name, c.start) for c in chunks] == [("Get-Path", 3), ("Get-MacPath", 5),
                                                   ("Get-UnixPath", 7)]
    assert chunks[0].doc == "Gets the Windows path."
