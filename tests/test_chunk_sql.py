"""SQL definitions read statement by statement without a grammar (``chunk/sql.py``)."""
from __future__ import annotations

from pathlib import Path

from codesift.chunk import chunk_file
from codesift.languages import language_of
from codesift.model import Chunk

# A PostgreSQL migration in lemmy's style: quoted and schema-qualified names, a dollar-quoted
# function whose body holds `;`s and a `CREATE TABLE` of its own, a trigger on a table.
POSTGRES = '''-- Your SQL goes here
CREATE TYPE "listing_type_enum" AS ENUM (
    'all',
    'local'
);

-- The people who post.
CREATE TABLE IF NOT EXISTS "public"."person" (
    id serial PRIMARY KEY,
    name varchar(255) NOT NULL
);

CREATE UNIQUE INDEX CONCURRENTLY idx_person_lower_name ON person (lower(name));

/* Keeps each comment's aggregates
   in step with its votes. */
CREATE OR REPLACE FUNCTION r.comment_aggregates_comment ()
    RETURNS TRIGGER
    LANGUAGE plpgsql
    AS $$
BEGIN
    EXECUTE 'CREATE TABLE scratch (x int)';
    UPDATE comment_aggregates SET score = score + 1;
    RETURN NULL;
END;
$$;

CREATE TRIGGER comment_aggregates_comment
    AFTER INSERT OR DELETE ON comment
    FOR EACH ROW
    EXECUTE FUNCTION r.comment_aggregates_comment ();

CREATE MATERIALIZED VIEW hot_posts AS
SELECT id FROM post ORDER BY score DESC;

ALTER TABLE person ADD COLUMN bot_account boolean DEFAULT false NOT NULL;
ALTER TABLE person ALTER COLUMN name SET NOT NULL;

INSERT INTO person (name) VALUES ('admin');
INSERT INTO person (name) VALUES ('it''s; a name');
INSERT INTO person (name) VALUES ('bob');
INSERT INTO person (name) VALUES ('carol');
INSERT INTO person (name) VALUES ('dave');
'''


def _named(chunks: list[Chunk], name: str) -> Chunk:
    return next(c for c in chunks if c.name == name)


def _defined(chunks: list[Chunk]) -> list[tuple[int, int, str, str]]:
    return [(c.start, c.end, c.kind, c.qualified) for c in chunks if c.kind != "file"]


def test_postgres_statements_are_chunks_named_by_their_object() -> None:
    chunks = chunk_file("migrations/2019-02-26-002946_initial/up.sql", POSTGRES, "sql")
    assert _defined(chunks) == [
        (2, 5, "enum", "listing_type_enum"),
        (8, 11, "class", "public.person"),
        (13, 13, "property", "person.idx_person_lower_name"),
        (17, 26, "function", "r.comment_aggregates_comment"),
        (28, 31, "function", "comment.comment_aggregates_comment"),
        (33, 34, "class", "hot_posts"),
        (36, 36, "property", "person.bot_account"),
    ]
    assert _named(chunks, "listing_type_enum").doc == ""   # diesel's placeholder says nothing
    person = _named(chunks, "person")
    assert (person.signature, person.doc) == ('CREATE TABLE IF NOT EXISTS "public"."person"',
                                              "The people who post.")
    function = _named(chunks, "comment_aggregates_comment")
    assert function.signature == ("CREATE OR REPLACE FUNCTION r.comment_aggregates_comment () "
                                  "RETURNS TRIGGER LANGUAGE plpgsql")
    assert function.doc == "Keeps each comment's aggregates in step with its votes."
    trigger = next(c for c in chunks if c.container == "comment")
    assert trigger.signature.endswith("EXECUTE FUNCTION r.comment_aggregates_comment ()")
    assert _named(chunks, "hot_posts").signature == "CREATE MATERIALIZED VIEW hot_posts"
    # What defines nothing (the INSERTs, an ALTER that adds nothing) is the file's stretch.
    rest = [c for c in chunks if c.kind == "file"]
    assert [(c.start, c.end) for c in rest] == [(37, 43)]
    assert "it''s; a name" in rest[0].text


# MySQL: backquoted names, a string's backslash escape, triggers in a `DELIMITER ;;` block
# whose bodies hold `;`s (sakila's).
MYSQL = """CREATE TABLE `film_text` (
  `film_id` SMALLINT NOT NULL,
  `title` VARCHAR(255) NOT NULL DEFAULT 'it\\'s; here'
) ENGINE=InnoDB DEFAULT CHARSET=utf8;

-- Keeps film_text in step with film.
DELIMITER ;;
CREATE DEFINER=`root`@`localhost` TRIGGER `ins_film` AFTER INSERT ON `film` FOR EACH ROW BEGIN
    INSERT INTO film_text (film_id, title) VALUES (new.film_id, new.title);
  END;;
CREATE PROCEDURE film_in_stock(IN p_film_id INT)
READS SQL DATA
BEGIN
  SELECT inventory_id FROM inventory WHERE film_id = p_film_id;
  IF p_film_id > 0 THEN SELECT 1; END IF;
END ;;
DELIMITER ;
"""


def test_mysql_delimiter_blocks_and_backquotes() -> None:
    chunks = chunk_file("mysql-sakila-schema.sql", MYSQL, "sql")
    assert _defined(chunks) == [(1, 4, "class", "film_text"),
                                (8, 10, "function", "film.ins_film"),
                                (11, 16, "function", "film_in_stock")]
    trigger = _named(chunks, "ins_film")
    assert trigger.doc == "Keeps film_text in step with film."
    assert trigger.signature == ("CREATE DEFINER=`root`@`localhost` TRIGGER `ins_film` AFTER "
                                 "INSERT ON `film` FOR EACH ROW")
    assert _named(chunks, "film_in_stock").signature == \
        "CREATE PROCEDURE film_in_stock(IN p_film_id INT) READS SQL DATA"


# T-SQL: bracketed names, batches ended by `GO`, a procedure with no `;` after its body,
# a table with none either.
TSQL = """CREATE TABLE [dbo].[Customer]
(
    [CustomerId] INT NOT NULL,
    CONSTRAINT [PK_Customer] PRIMARY KEY CLUSTERED ([CustomerId])
)
GO
CREATE PROCEDURE dbo.GetCustomer @Id INT
AS
BEGIN
    SET NOCOUNT ON;
    SELECT * FROM [dbo].[Customer] WHERE CustomerId = @Id;
END
GO
ALTER TABLE [dbo].[Invoice] ADD CONSTRAINT [FK_InvoiceCustomerId] FOREIGN KEY ([CustomerId])
    REFERENCES [dbo].[Customer] ([CustomerId])
CREATE INDEX [IFK_InvoiceCustomerId] ON [dbo].[Invoice] ([CustomerId])
GO
"""


def test_tsql_batches_and_brackets() -> None:
    chunks = chunk_file("Chinook_SqlServer.sql", TSQL, "sql")
    assert _defined(chunks) == [(1, 5, "class", "dbo.Customer"),
                                (7, 12, "function", "dbo.GetCustomer"),
                                (14, 15, "property", "dbo.Invoice.FK_InvoiceCustomerId"),
                                (16, 16, "property", "dbo.Invoice.IFK_InvoiceCustomerId")]
    assert _named(chunks, "Customer").signature == "CREATE TABLE [dbo].[Customer]"
    assert _named(chunks, "GetCustomer").signature == "CREATE PROCEDURE dbo.GetCustomer @Id INT"


# SQLite: a trigger's `BEGIN … END` holds its `;`s. Oracle: a package body's functions end
# their blocks inside it, `IS v NUMBER;` precedes a `BEGIN`, `/` ends it.
SQLITE_ORACLE = """CREATE TRIGGER actor_trigger_au AFTER UPDATE ON actor FOR EACH ROW
BEGIN
 UPDATE actor SET last_update = DATETIME('NOW') WHERE rowid = new.rowid;
END;

CREATE OR REPLACE PACKAGE BODY RENTALS AS
  FUNCTION GET_ACTOR(p_actor_id INT) RETURN ACTOR_T IS
    v_result ACTOR_T;
  BEGIN
    RETURN v_result;
  END GET_ACTOR;
  FUNCTION GET_FILM(p_film_id INT) RETURN FILM_T IS
  BEGIN
    CASE WHEN p_film_id > 0 THEN RETURN NULL; ELSE RETURN NULL; END CASE;
  END GET_FILM;
END RENTALS;
/
CREATE SEQUENCE actor_sequence;
"""


def test_sqlite_and_oracle_blocks() -> None:
    chunks = chunk_file("schema.sql", SQLITE_ORACLE, "sql")
    assert _defined(chunks) == [(1, 4, "function", "actor.actor_trigger_au"),
                                (6, 16, "module", "RENTALS"),
                                (18, 18, "variable", "actor_sequence")]


def test_a_script_defining_nothing_stays_whole() -> None:
    text = "INSERT INTO genre (name) VALUES ('Rock');\nINSERT INTO genre (name) VALUES ('Jazz');\n"
    chunks = chunk_file("data.sql", text, "sql")
    assert [(c.kind, c.name) for c in chunks] == [("file", "data.sql")]


def test_the_users_table_is_found_by_its_statement(tmp_path: Path, make_index) -> None:
    # A schema file in a real tree, indexed and searched: the answer is the statement's line.
    root = tmp_path / "repo"
    (root / "db").mkdir(parents=True)
    lines = ["-- Generated by hand.", "SET client_encoding = 'UTF8';", ""]
    for table in ("posts", "comments", "users", "votes"):
        lines += [f"-- The {table}.", f"CREATE TABLE public.{table} (", "    id bigint NOT NULL,",
                  "    created_at timestamp", ");", ""]
    (root / "db" / "schema.sql").write_text("\n".join(lines))
    assert language_of("db/schema.sql") == "sql"
    ix = make_index(root)
    ix.refresh()
    hit = ix.search("users table schema").hits[0]
    assert (hit.path, hit.line, hit.kind, hit.symbol) == ("db/schema.sql", 17, "class", "users")
