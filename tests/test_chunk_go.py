"""Go's declarations from the real grammar (`grammars.py`'s Go rules): receivers, groups and
their docs, directives.
"""
from __future__ import annotations

from codesift.chunk import chunk_file

from chunk_fixtures import find_chunk as _find
from chunk_fixtures import fixture_chunks as _chunks


def test_go_receiver_and_group_docs() -> None:
    chunks = _chunks("sample.go")
    send = _find(chunks, "Client.Send")
    assert send.signature == "func (c *Client) Send(msg string) error"
    assert send.doc == "Send sends a message."
    assert _find(chunks, "ModeA").doc == "ModeA is the first mode."
    assert _find(chunks, "Client", "struct").signature == "type Client struct"


def test_go_var_groups_are_searched_spec_by_spec() -> None:
    # tree-sitter-go keeps a `var ( … )` group's specs in a var_spec_list: sentinel errors
    # declared there (`ErrNotFound = errors.New(…)`) were in no chunk.
    go = ('package p\n\nvar (\n\t// ErrNotFound is returned when no route matches.\n'
          '\tErrNotFound = errors.New("not found")\n\tdefaultTimeout = 5\n)\n\nconst (\n\tA = iota\n)\n')
    chunks = chunk_file("errors.go", go, "go")
    assert [(c.kind, c.name, c.start) for c in chunks] == [
        ("variable", "ErrNotFound", 5), ("variable", "defaultTimeout", 6), ("constant", "A", 10)]
    assert chunks[0].doc == "ErrNotFound is returned when no route matches."


def test_go_a_const_spec_of_several_names_declares_each_and_no_comma() -> None:
    # tree-sitter-go gives a `const_spec`'s commas its `name` field too: `const x, y = 1, 2`
    # declared x, "," and y (a `var` spec's commas are no names there).
    go = "package p\n\nfunc f() {}\n\nconst x, y = 1, 2\nvar u, v = 1, 2\n"
    assert [(c.kind, c.name) for c in chunk_file("p.go", go, "go")] == [
        ("function", "f"), ("constant", "x"), ("constant", "y"), ("variable", "u"),
        ("variable", "v")]


def test_go_a_const_spec_of_names_alone_is_signed_with_the_type_it_repeats() -> None:
    # A spec without expressions repeats the nearest ones above it, type and all (Go's
    # implicit repetition): fasthttp's `CookieSameSiteLaxMode` was signed by its name alone.
    go = ("package p\n\nconst (\n\tDisabled CookieSameSite = iota\n\tLax\n\tA, B\n"
          "\t// Untyped from here.\n\tFive = 5\n\tSix\n)\n\nconst (\n\tG pkg.Kind = iota\n"
          "\tH // the second\n)\n")
    assert [(c.name, c.signature) for c in chunk_file("p.go", go, "go")] == [
        ("Disabled", "Disabled CookieSameSite = iota"), ("Lax", "Lax CookieSameSite"),
        ("A", "A CookieSameSite"), ("B", "B CookieSameSite"), ("Five", "Five = 5"),
        ("Six", "Six"), ("G", "G pkg.Kind = iota"), ("H", "H pkg.Kind")]


def test_go_a_group_s_doc_is_the_doc_of_its_specs_without_one() -> None:
    # golang-jwt's `// Specific instances for HS256 and company` above `var ( … )` was no
    # chunk's doc; godoc shows it over the group. A spec's own comment still wins.
    go = ('package p\n\n// Specific instances for HS256 and company\nvar (\n'
          '\tSigningMethodHS256 *SigningMethodHMAC\n\t// HS384 is its own.\n'
          '\tSigningMethodHS384 *SigningMethodHMAC\n)\n\n// MIME types.\nconst (\n'
          '\tMIMEJSON = "application/json"\n)\n\nconst (\n\tA = iota\n)\n')
    docs = {c.name: c.doc for c in chunk_file("hmac.go", go, "go")}
    assert docs == {"SigningMethodHS256": "Specific instances for HS256 and company",
                    "SigningMethodHS384": "HS384 is its own.", "MIMEJSON": "MIME types.", "A": ""}


def test_go_a_group_doc_naming_one_spec_is_that_spec_s_alone() -> None:
    # qa70: colly's `// ProxyURLKey is the context key for the request proxy address.` over
    # `const ( ProxyURLKey key = iota; CheckRevisitKey )` was CheckRevisitKey's doc too (nats.go's
    # `InboxPrefix is …` its inboxPrefixLen's, rdigits' and base's). A doc naming the spec
    # (echo's "jsonpOpen and jsonpClose are …") stays its own.
    go = ('package p\n\n// ProxyURLKey is the context key for the request proxy address.\n'
          'const (\n\tProxyURLKey key = iota\n\tCheckRevisitKey\n)\n\n'
          '// jsonpOpen and jsonpClose are the byte wrappers for JSONP payloads.\n'
          'var (\n\tjsonpOpen  = []byte("(")\n\tjsonpClose = []byte(")")\n)\n')
    docs = {c.name: c.doc for c in chunk_file("colly.go", go, "go")}
    assert docs == {"ProxyURLKey": "ProxyURLKey is the context key for the request proxy address.",
                    "CheckRevisitKey": "",
                    "jsonpOpen": "jsonpOpen and jsonpClose are the byte wrappers for JSONP payloads.",
                    "jsonpClose": "jsonpOpen and jsonpClose are the byte wrappers for JSONP payloads."}


def test_go_a_comment_ending_a_spec_s_line_is_its_doc() -> None:
    # go-yaml's yamlh.go describes each constant after it (`yaml_UTF8_ENCODING    // The
    # default UTF-8 encoding.`): the spec after a blank line had the group's doc alone, and
    # one after a described spec none, the line above taken for a comment above it. The
    # group's doc follows the spec's own; gosec's `// #nosec G101` (echo's headers) is none.
    go = ('package p\n\n// The stream encoding.\nconst (\n\t// Let the parser choose.\n'
          '\tANY enc = iota\n\n\tUTF8    // The default UTF-8 encoding.\n'
          '\tUTF16LE // The UTF-16-LE encoding with BOM.\n\tOTHER // #nosec G101\n)\n\n'
          'const maxDepth = 10000 // Maximum nesting of flow collections.\n\n'
          '// Above wins.\nvar seen = 0 // beside it\n')
    docs = {c.name: c.doc for c in chunk_file("yamlh.go", go, "go")}
    assert docs == {"ANY": "Let the parser choose.",
                    "UTF8": "The default UTF-8 encoding.\nThe stream encoding.",
                    "UTF16LE": "The UTF-16-LE encoding with BOM.\nThe stream encoding.",
                    "OTHER": "The stream encoding.",
                    "maxDepth": "Maximum nesting of flow collections.", "seen": "Above wins."}


def test_go_directives_right_above_a_declaration_are_its_lines() -> None:
    # urfave/cli's `//go:embed autocomplete` above `autoCompleteFS embed.FS` was in no chunk
    # (its words unfound): a directive (go/doc/comment's `//go:x`, `//nolint:x`, `//export F`)
    # is the declaration's line, as an attribute is; the comment above it stays the doc. A
    # directive above the doc, or a blank line away, is neither.
    go = ("package p\n\nvar (\n\t//go:embed autocomplete\n\tautoCompleteFS embed.FS\n)\n\n"
          "// content holds the static files.\n//go:embed static/*\n//go:embed index.html\n"
          "var content embed.FS\n\n//go:noinline\nfunc caller1() {}\n\n"
          "//go:generate stringer -type=Pill\n// Pill is a pill.\ntype Pill int\n\n"
          "//go:build ignore\n\nfunc g() {}\n")
    chunks = chunk_file("completion.go", go, "go")
    assert [(c.name, c.start, c.end, c.doc) for c in chunks] == [
        ("autoCompleteFS", 4, 5, ""), ("content", 9, 11, "content holds the static files."),
        ("caller1", 13, 14, ""), ("Pill", 18, 18, "Pill is a pill."), ("g", 22, 22, "")]
    assert chunks[0].text == "\t//go:embed autocomplete\n\tautoCompleteFS embed.FS"


def test_go_blank_identifier_declares_nothing() -> None:
    # resty's `var _ Logger = (*logger)(nil)` (an interface check) was a variable named `_`.
    go = "package resty\n\n// Assert.\nvar _ Logger = (*logger)(nil)\n\nvar _, x = f()\n"
    assert [(c.kind, c.name) for c in chunk_file("util.go", go, "go")] == [("variable", "x")]


def test_kubernetes_generator_markers_are_no_doc() -> None:
    # postgres-operator's CRD types' docs ran on with their generators' markers: "PostgresTeam
    # defines Custom Resource Definition Object for team management. +k8s:deepcopy-gen=true
    # +kubebuilder:resource:shortName=pgteam,…". A marker (gengo's, controller-tools', with a
    # space after `//` or none) is the generator's input; "+1", "+x and y" are prose.
    go = ("package v1\n\n// PostgresTeam defines Custom Resource Definition Object for team"
          " management.\n// +genclient\n"
          "// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object\n"
          "// +kubebuilder:printcolumn:name=\"Team\",type=string,description=\"Team responsible\"\n"
          "//+kubebuilder:object:root=true\ntype PostgresTeam struct {\n\tSpec string\n}\n\n"
          "// Plus adds one: +1 for this.\n// +x and y\nfunc Plus() {}\n")
    assert [(c.name, c.doc) for c in chunk_file("postgres_team_type.go", go, "go")] == [
        ("PostgresTeam",
         "PostgresTeam defines Custom Resource Definition Object for team management."),
        ("Plus", "Plus adds one: +1 for this. +x and y")]
