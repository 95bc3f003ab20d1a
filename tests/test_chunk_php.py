"""PHP's declarations from the real grammar (`grammars_php.py`, `rewrite_php.py`):
files returning a class or settings, stubs, namespaces, Pest tests, promoted parameters.
"""
from __future__ import annotations

from codesift.chunk import chunk_file
from codesift.languages import language_of


def test_pest_suites_cases_and_hooks_are_chunks() -> None:
    # Respect/Validation's 203 Pest test files were one whole-file chunk each: a case's code
    # lies in a closure a call is given, in no declaration. A suite is a namespace of its
    # cases, a case a function named by its string (its chained `->with(…)` its own), a hook
    # by itself; another call given a closure is none.
    php = ("<?php\n\nnamespace Tests\\Feature;\n\n"
           "/** Postal codes. */\ndescribe('postal codes', function () {\n"
           "    beforeEach(function () {\n        $this->v = v::postalCode('BR');\n    });\n\n"
           "    it('doesn\\'t accept letters', function () {\n        expect(1)->toBe(1);\n    });\n"
           "});\n\n"
           "test('Scenario #1', catchMessage(\n    fn() => v::postalCode('BR')->assert('1'),\n"
           "    fn(string $message) => expect($message)->toBe('x'),\n));\n\n"
           "it('rejects emails', function (string $email) {\n    expect($email)->toBe('');\n"
           "})->with(['a@b.c']);\n\n"
           "register('not a test', function () {});\n")
    assert [(c.kind, c.qualified, c.start, c.end, c.signature, c.doc)
            for c in chunk_file("tests/PostalCodeTest.php", php, "php")] == [
        ("namespace", "Tests.Feature", 3, 25, "namespace Tests\\Feature", ""),
        ("namespace", "postal codes", 6, 14, "describe('postal codes',", "Postal codes."),
        ("function", "postal codes.beforeEach", 7, 9, "beforeEach(", ""),
        ("function", "postal codes.doesn't accept letters", 11, 13,
         "it('doesn\\'t accept letters',", ""),
        ("function", "Scenario #1", 16, 19, "test('Scenario #1',", ""),
        ("function", "rejects emails", 21, 23, "it('rejects emails',", "")]


def test_php_file_returning_an_anonymous_class_names_it_by_its_stem() -> None:
    # Laravel's migrations since 9 return an anonymous class (koel's 74): their `up` and
    # `down` were in no chunk but the file's. The class is named by the file's stem, its
    # methods its members; an anonymous class inside a function stays its code.
    php = ("<?php\n\nuse Illuminate\\Database\\Migrations\\Migration;\n\n"
           "return new class extends Migration\n{\n"
           "    /** Add the column. */\n    public function up(): void\n    {\n"
           "        $x = new class { public function f() {} };\n    }\n\n"
           "    public function down(): void\n    {\n    }\n};\n")
    assert [(c.kind, c.qualified, c.start, c.end, c.signature, c.doc)
            for c in chunk_file("database/migrations/2024_01_12_add_x.php", php, "php")] == [
        ("class", "2024_01_12_add_x", 5, 16, "return new class extends Migration", ""),
        ("method", "2024_01_12_add_x.up", 8, 11, "public function up(): void", "Add the column."),
        ("method", "2024_01_12_add_x.down", 13, 15, "public function down(): void", "")]


def test_php_file_returning_a_commented_array_holds_its_keys_as_settings() -> None:
    # laravel-medialibrary's config/media-library.php, 363 lines, was one whole-file chunk: a
    # search for the maximum file size or the queue's name found none of its keys. Each key is
    # a property of the file's stem, as `config('media-library.max_file_size')` reads it; its
    # nested array is its value. A returned array commenting nothing is data, no settings.
    php = ("<?php\n\nuse App\\Media;\n\nreturn [\n\n    /*\n     * The disk to store files on.\n"
           "     */\n    'disk_name' => env('MEDIA_DISK', 'public'),\n\n"
           "    // The maximum file size of an item in bytes.\n    'max_file_size' => 1024 * 10,\n\n"
           "    'remote' => [\n        'extra_headers' => [],\n    ],\n    Media::class => 1,\n];\n")
    assert [(c.kind, c.qualified, c.start, c.end, c.signature, c.doc)
            for c in chunk_file("config/media-library.php", php, "php")] == [
        ("property", "media-library.disk_name", 10, 10,
         "'disk_name' => env('MEDIA_DISK', 'public')", "The disk to store files on."),
        ("property", "media-library.max_file_size", 13, 13, "'max_file_size' => 1024 * 10",
         "The maximum file size of an item in bytes."),
        ("property", "media-library.remote", 15, 17, "'remote' => […]", ""),
        ("property", "media-library.remote.extra_headers", 16, 16, "'extra_headers' => []", "")]
    # Laravel's own configs frame each comment in a `|` margin, a blank line under it.
    laravel = ("<?php\n\nreturn [\n\n    /*\n    |-----------------------------\n"
               "    | Default Session Driver\n    |-----------------------------\n    |\n"
               "    | This option controls the default session driver.\n    |\n    */\n\n"
               "    'driver' => env('SESSION_DRIVER', 'file'),\n\n"
               "    'lifetime' => 120, // minutes\n\n    'expire_on_close' => false,\n];\n")
    assert [(c.qualified, c.doc) for c in chunk_file("config/session.php", laravel, "php")] == [
        ("session.driver", "Default Session Driver\nThis option controls the default session driver."),
        ("session.lifetime", ""), ("session.expire_on_close", "")]
    data = "<?php\n\nreturn [\n    'year' => ':count year',\n    'month' => ':count month',\n];\n"
    assert [c.kind for c in chunk_file("lang/en.php", data, "php")] == ["file"]


def test_a_php_settings_key_s_array_holds_its_named_arrays_as_settings() -> None:
    # koel's config/filesystems.php: `filesystems.disks` was a property, but the disk an agent
    # looks for, `config('filesystems.disks.local')`, was in no chunk of its own, nor any of
    # database.connections' or logging.channels'. An array in a key's array is a property too,
    # one level down; its scalars (`'driver' => 'local'`) and anything deeper are not.
    php = ("<?php\n\nreturn [\n\n    /*\n    | Filesystem Disks\n    */\n\n"
           "    'disks' => [\n        // The app's own files.\n        'local' => [\n"
           "            'driver' => 'local',\n            'options' => ['visibility' => 'public'],\n"
           "        ],\n\n        's3' => [\n            'driver' => 's3',\n        ],\n"
           "        'default' => 'local',\n    ],\n\n    'cloud' => 's3',\n];\n")
    assert [(c.kind, c.qualified, c.start, c.end, c.signature, c.doc)
            for c in chunk_file("config/filesystems.php", php, "php")] == [
        ("property", "filesystems.disks", 9, 20, "'disks' => […]", "Filesystem Disks"),
        ("property", "filesystems.disks.local", 11, 14, "'local' => […]", "The app's own files."),
        ("property", "filesystems.disks.s3", 16, 18, "'s3' => […]", ""),
        ("property", "filesystems.cloud", 22, 22, "'cloud' => 's3'", "")]


def test_a_php_stub_a_package_publishes_is_php() -> None:
    # laravel-medialibrary's database/migrations/create_media_table.php.stub, the migration
    # it publishes, was text: its `up` in no chunk. A stub naming no language stays text.
    php = ("<?php\n\nreturn new class extends Migration\n{\n"
           "    public function up(): void\n    {\n    }\n};\n")
    path = "database/migrations/create_media_table.php.stub"
    assert (language_of(path), language_of("lib/migrations/migrate/stub/js.stub")) == ("php", "text")
    assert [c.qualified for c in chunk_file(path, php, language_of(path))] == [
        "create_media_table", "create_media_table.up"]


def test_a_statement_namespace_wraps_the_rest_of_its_file() -> None:
    # guzzle: `namespace GuzzleHttp\Handler;` was a one-line chunk, no wrapper, and answers
    # listed such lines thirteen times; C#'s file-scoped namespace is the same statement.
    from codesift.store.documents import is_wrapper

    php = ("<?php\n\nnamespace GuzzleHttp\\Handler;\n\nuse Foo;\n\nclass CurlHandler\n{\n"
           "    public function __invoke($request)\n    {\n        return 1;\n    }\n}\n")
    cs = "namespace App.Models;\n\npublic class User\n{\n    public string Name { get; set; }\n}\n"
    for path, text, lang in (("src/Handler/CurlHandler.php", php, "php"), ("User.cs", cs, "csharp")):
        chunks = chunk_file(path, text, lang)
        namespace = next(c for c in chunks if c.kind == "namespace")
        assert namespace.end == text.count("\n") and is_wrapper(namespace.kind, namespace.start,
                                                                   namespace.end), path
        # Its name qualifies its members' names only in the index (see the next test).
        assert all(c.namespace == namespace.name and not c.container.startswith(namespace.name)
                   for c in chunks if c is not namespace)


def test_php_parameters_promoted_by_readonly_alone_are_properties() -> None:
    # PHP 8.1's `__construct(readonly SeoPageProvider $seoPageProvider)` promotes the
    # parameter (implicitly public): tree-sitter-php 0.25 read `readonly` as its type and the
    # property was lost; `readonly private X $x` lost `readonly` from its signature.
    php = ("<?php\nclass A {\n  /**\n   * @param Foo $foo The foo.\n   */\n"
           "  public function __construct(\n    #[Inject(name: ['a'])]\n    readonly Foo $foo,\n"
           "    /** The bar. */\n    readonly ?\\Bar\\Baz $bar = null,\n"
           "    readonly private int|string $id = 1,\n    protected readonly int $n = 2,\n"
           "    int $plain = 3,\n  ) {}\n}\n"
           "function f() { return g(readonly: true); }\n")
    assert [(c.kind, c.qualified, c.start, c.signature, c.doc)
            for c in chunk_file("A.php", php, "php")][2:] == [
        ("property", "A.foo", 7, "readonly Foo $foo", "The foo."),
        ("property", "A.bar", 10, "readonly ?\\Bar\\Baz $bar = null", "The bar."),
        ("property", "A.id", 11, "readonly private int|string $id = 1", ""),
        ("property", "A.n", 12, "protected readonly int $n = 2", ""),
        ("function", "f", 16, "function f()", "")]


def test_doctrine_and_swagger_annotations_in_a_docblock_are_no_doc() -> None:
    # wallabag's API actions read "Retrieve annotations for an entry. @Operation(
    # tags={"Annotations"}, @OA\Parameter(…", its Entry class "Entry. @Hateoas\Relation(…)":
    # an annotation, over lines to its closing bracket, says how a library maps or serves the
    # code. PHPDoc's tags stay, and so does a Behat step, the text its method matches.
    src = (
        "<?php\n"
        "class AnnotationRestController\n{\n"
        "    /**\n"
        "     * Retrieve annotations for an entry.\n"
        "     *\n"
        "     * @Operation(\n"
        '     *     tags={"Annotations"},\n'
        '     *     @OA\\Parameter(name="entry", description="The (entry) ID"),\n'
        "     *     @OA\\Response(\n"
        '     *         response="200",\n'
        "     *     )\n"
        "     * )\n"
        "     *\n"
        "     * @return Response\n"
        "     */\n"
        "    public function getAnnotationsAction($entry) {}\n\n"
        "    /**\n"
        "     * @Given I am on :page\n"
        "     */\n"
        "    public function iAmOn($page) {}\n\n"
        "    /** @Serializer\\Expose */\n"
        "    /**\n"
        "     * Who wrote it.\n"
        "     * @ORM\\Column(name=\"author\", type=\"string\")\n"
        "     */\n"
        "    private $author;\n"
        "}\n")
    docs = {c.name: c.doc for c in chunk_file("src/Api.php", src, "php")}
    assert docs["getAnnotationsAction"] \
        == "Retrieve annotations for an entry.\n@return Response"
    assert docs["iAmOn"] == "@Given I am on :page"
    assert docs["author"] == "Who wrote it."


def test_command_description_is_its_class_doc() -> None:
    # koel's PruneLibraryCommand: a Laravel command says what it does in `$description`.
    php = ("<?php\n\nnamespace App\\Console\\Commands;\n\nuse Illuminate\\Console\\Command;\n\n"
           "class PruneLibraryCommand extends Command\n{\n"
           "    protected $signature = 'koel:prune {--dry-run}';\n"
           "    protected $description = 'Remove empty artists and albums';\n\n"
           "    public function handle(): int\n    {\n        return 0;\n    }\n}\n\n"
           "/** Its own doc wins. */\nclass Own extends \\Symfony\\Component\\Console\\Command\\Command\n"
           "{\n    protected static $defaultDescription = \"not this\";\n}\n\n"
           "#[AsCommand(name: 'app:hi', description: 'Says hi')]\n"
           "class Attributed extends Command\n{\n"
           "    protected static $defaultDescription = 'ignored by Symfony';\n}\n\n"
           "class Escaped extends Command\n{\n"
           "    protected $description = 'Set a user\\'s role';\n}\n\n"
           "class Legacy extends BaseCommand\n{\n"
           "    protected static $defaultDescription = \"Clears the cache\";\n}\n\n"
           "class Shown extends Command\n{\n    protected $description = \"Hi {$name}\";\n}\n\n"
           "class Model extends Base\n{\n    protected $description = 'a column, no command';\n}\n")
    docs = {c.name: c.doc for c in chunk_file("app/Console/Commands/Prune.php", php, "php")
            if c.kind == "class"}
    assert docs == {"PruneLibraryCommand": "Remove empty artists and albums",
                    "Own": "Its own doc wins.", "Attributed": "Says hi",
                    "Escaped": "Set a user's role", "Legacy": "Clears the cache", "Shown": "",
                    "Model": ""}
