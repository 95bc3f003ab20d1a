"""A package manifest's summary is the description it gives its package (qa81: Rocket's
Cargo.toml files, FOSRestBundle's composer.json, teslamate's flake.nix had none)."""
from __future__ import annotations

from codesift.chunk import chunk_file
from codesift.languages import language_of


def summary(path: str, text: str) -> str:
    """The doc of the whole-file chunk codesift makes of ``text`` at ``path``."""
    chunks = chunk_file(path, text, language_of(path))
    assert [c.kind for c in chunks] == ["file"]
    return chunks[0].doc


def test_a_cargo_manifest_is_summarised_by_its_packages_description() -> None:
    # Rocket's core/codegen/Cargo.toml had no summary: `[package]` and its settings say
    # nothing, its `description` does. A dependency's table is another package's.
    cargo = ('[package]\nname = "rocket_codegen"\nversion = "0.6.0-dev"\n'
             'description = "Procedural macros for the Rocket web framework."\n'
             'license = "MIT OR Apache-2.0"\n\n[dependencies.devise]\nversion = "0.4"\n'
             'description = "not this one"\n')
    assert summary("core/codegen/Cargo.toml", cargo) == "Procedural macros for the Rocket web framework."
    # A workspace's root has none of its own; a member inheriting the workspace's has none
    # either, and a multi-line string is read to its closing quotes.
    assert summary("Cargo.toml", '[workspace]\nmembers = ["core/lib"]\n') == ""
    assert summary("Cargo.toml", '[package]\ndescription.workspace = true\n') == ""
    multi = '[package]\ndescription = """\nA fast\nparser.\n"""\n'
    assert summary("Cargo.toml", multi) == "A fast parser."


def test_python_and_ini_manifests_give_their_projects_description() -> None:
    pyproject = ('[build-system]\nrequires = ["hatchling"]\n\n[project]\nname = "anyio"\n'
                 "description = 'High level compatibility layer for multiple asynchronous event loop implementations'\n")
    assert summary("pyproject.toml", pyproject) == \
        "High level compatibility layer for multiple asynchronous event loop implementations"
    poetry = '[tool.poetry]\nname = "x"\ndescription = "Poetry-managed tool."\n'
    assert summary("pyproject.toml", poetry) == "Poetry-managed tool."
    setup_cfg = '[metadata]\nname = aiocache\ndescription = Multi backend asyncio cache\n\n[options]\nzip_safe = False\n'
    assert summary("setup.cfg", setup_cfg) == "Multi backend asyncio cache"


def test_json_manifests_give_their_top_level_description() -> None:
    # FOSRestBundle's composer.json, npm's package.json: the top-level key, never a nested one,
    # and a placeholder of no word (teslamate's assets' "...") is none.
    composer = ('{\n    "name": "friendsofsymfony/rest-bundle",\n    "type": "symfony-bundle",\n'
                '    "description": "This Bundle provides various tools to rapidly develop RESTful API\'s with Symfony",\n'
                '    "require": {"php": "^7.4|^8.0"}\n}\n')
    assert summary("composer.json", composer) == \
        "This Bundle provides various tools to rapidly develop RESTful API's with Symfony"
    nested = '{\n  "name": "x",\n  "config": {"description": "a setting"}\n}\n'
    assert summary("package.json", nested) == ""
    assert summary("package.json", '{\n  "name": "assets",\n  "description": "...",\n  "private": true\n}\n') == ""


def test_yaml_cabal_podspec_and_flake_manifests_give_their_description() -> None:
    # dart-args' pubspec.yaml read "name: args"; a folded scalar runs over its lines.
    pubspec = ('name: args\nversion: 2.7.0\ndescription: >-\n  Library for defining parsers for\n'
               '  parsing raw command-line arguments.\nrepository: https://github.com/dart-lang/args\n')
    assert summary("pubspec.yaml", pubspec) == \
        "Library for defining parsers for parsing raw command-line arguments."
    chart = 'apiVersion: v2\nname: web\ndescription: "A Helm chart for the web tier"\nversion: 0.1.0\n'
    assert summary("charts/web/Chart.yaml", chart) == "A Helm chart for the web tier"
    # cassava.cabal read "cabal-version: 1.18": its synopsis, whatever the keys' case.
    cabal = ('cabal-version: 1.18\nName: cassava\nVersion: 0.5.3.2\n'
             'Synopsis: A CSV parsing and encoding library\nDescription:\n  A longer text.\n')
    assert summary("cassava.cabal", cabal) == "A CSV parsing and encoding library"
    # Starscream.podspec read "Pod::Spec.new do |s|".
    podspec = ("Pod::Spec.new do |s|\n  s.name = 'Starscream'\n  s.version = '4.0.8'\n"
               "  s.summary = 'A conforming WebSocket RFC 6455 client library in Swift.'\nend\n")
    assert summary("Starscream.podspec", podspec) == \
        "A conforming WebSocket RFC 6455 client library in Swift."
    flake = ('{\n  description = "TeslaMate Logger";\n\n  inputs = {\n'
             '    nixpkgs.url = "github:NixOS/nixpkgs/nixos-26.05";\n  };\n}\n')
    assert summary("flake.nix", flake) == "TeslaMate Logger"


def test_a_kubernetes_manifest_is_summarised_by_its_objects_kind_and_name() -> None:
    # postgres-operator's 52 manifests and Helm templates read "apiVersion: v1", "apiVersion:
    # apps/v1", "apiVersion: apiextensions.k8s.io/v1": the line every such file opens with.
    deployment = ('apiVersion: "apps/v1"\nkind: "Deployment"\nmetadata:\n  labels:\n'
                  '    name: "not-this-one"\n  name: "postgres-operator-ui"\n'
                  '  namespace: "default"\nspec:\n  replicas: 1\n')
    assert summary("ui/manifests/deployment.yaml", deployment) == "Deployment postgres-operator-ui"
    # A Helm template's name is a template's expression: the kind alone. A file of several
    # objects is read by its first.
    helm = ('{{ if .Values.rbac.create }}\napiVersion: v1\nkind: ServiceAccount\nmetadata:\n'
            '  name: {{ include "postgres-operator.serviceAccountName" . }}\n{{ end }}\n'
            '---\napiVersion: v1\nkind: Secret\nmetadata:\n  name: other\n')
    assert summary("charts/x/templates/serviceaccount.yaml", helm) == "ServiceAccount"
    crd = ('---\napiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\n'
           'metadata:\n  name: postgresqls.acid.zalan.do\n')
    assert summary("manifests/postgresql.crd.yaml", crd) \
        == "CustomResourceDefinition postgresqls.acid.zalan.do"
    # A comment saying what the file is still wins; YAML of no object keeps its first line.
    commented = "# will not run but is good enough for tests to fail\n" + deployment
    assert summary("manifests/fake.yaml", commented) == \
        "will not run but is good enough for tests to fail"
    assert summary("charts/index.yaml", "apiVersion: v1\nentries:\n  x: []\n") == "apiVersion: v1"


def test_a_rockspec_is_summarised_by_its_description_summary() -> None:
    # luarocks' binary/*.rockspec and fixtures read `version = "1.3.2-1"`, `rockspec_format =
    # "3.0"`, luaposix's `local _MODREV, _SPECREV = '35.1', '-1'`: settings, not what the rock is.
    luaposix = ("local _MODREV, _SPECREV = '35.1', '-1'\n\npackage = 'luaposix'\n"
                "version = _MODREV .. _SPECREV\n\ndescription = {\n"
                "   summary = 'Lua bindings for POSIX',\n   detailed = [[\n"
                "      A library binding various POSIX APIs.\n   ]],\n"
                "   homepage = 'http://github.com/luaposix/luaposix/',\n}\n\n"
                "dependencies = {\n   'lua >= 5.1, < 5.6',\n}\n")
    assert summary("luaposix-35.1-1.rockspec", luaposix) == "Lua bindings for POSIX"
    # Without a summary the long bracket of `detailed` is read; a `summary` of another table
    # (after `description`'s closing brace) is none of the rock's.
    detailed = ('rockspec_format = "3.0"\npackage = "x"\nversion = "1.0-1"\n'
                'description = {\n   detailed = [==[\n   Parses "INI" files.\n   ]==],\n}\n'
                'test = {\n   summary = "not this one",\n}\n')
    assert summary("x-1.0-1.rockspec", detailed) == 'Parses "INI" files.'
    quoted = 'package = "a"\ndescription = {\n  summary = "A \\"quoted\\" rock",\n}\n'
    assert summary("a-scm-1.rockspec", quoted) == 'A "quoted" rock'
