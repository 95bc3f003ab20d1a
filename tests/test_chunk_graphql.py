"""GraphQL definitions read without a grammar (``chunk/graphql.py``)."""
from __future__ import annotations

from codesift.chunk import chunk_file
from codesift.languages import language_of

SCHEMA = '''# Star Wars schema based on https://graphql.org/learn/schema/

schema {
  query: Query
}

"""
The root of every read.
"""
type Query {
  "One character by its id."
  character(id: ID!): Character
  # The starships a search finds.
  searchStarships(
    """The words to look for."""
    criteria: StarshipSearchCriteria!,
    first: Int = 10
  ): [Starship]
}

interface Character @key(fields: "id") {
  id: ID!
  appearsIn: [Episode!]! @deprecated(reason: "Use films")
}

input StarshipSearchCriteria {
  name: String = "X-wing"
  tags: [String] = ["a", "b"]
}

# The films.
enum Episode {
  NEWHOPE
  """Where the Empire strikes."""
  EMPIRE @deprecated
}

union SearchResult = Character | Starship
scalar DateTime

extend type Query {
  films: [Episode]
}

"Skips a field."
directive @skip(if: Boolean!) on
  | FIELD
  | FRAGMENT_SPREAD
'''

OPERATIONS = '''query FindIssue($owner: String!, $first: Int = 1) @cached {
  repository(owner: $owner) {
    issues(first: $first) { nodes { id } }
  }
}

fragment IssueParts on Issue {
  id
  title
}

{
  viewer { id }
}
'''


def _got(path: str, text: str) -> list[tuple[str, str, int, int, str, str]]:
    chunks = chunk_file(path, text, language_of(path))
    return [(c.kind, c.qualified, c.start, c.end, c.signature, c.doc) for c in chunks]


def test_a_schemas_definitions_and_fields_are_chunks() -> None:
    """type-graphql's 50 `.graphql` files and feign's test schemas were one whole-file chunk
    each: a search for a type or a field found its resolvers, not the schema."""
    assert _got("schema.graphqls", SCHEMA) == [
        ("file", "schema.graphqls", 1, 1, "",
         "Star Wars schema based on https://graphql.org/learn/schema/"),
        ("type", "schema", 3, 5, "schema", ""),
        ("property", "schema.query", 4, 4, "query: Query", ""),
        ("class", "Query", 7, 19, "type Query", "The root of every read."),
        ("property", "Query.character", 11, 12, "character(id: ID!): Character",
         "One character by its id."),
        ("property", "Query.searchStarships", 14, 18,
         "searchStarships(criteria: StarshipSearchCriteria!, first: Int = 10): [Starship]",
         "The starships a search finds."),
        ("interface", "Character", 21, 24, 'interface Character @key(fields: "id")', ""),
        ("property", "Character.id", 22, 22, "id: ID!", ""),
        ("property", "Character.appearsIn", 23, 23,
         'appearsIn: [Episode!]! @deprecated(reason: "Use films")', "Deprecated: Use films."),
        ("class", "StarshipSearchCriteria", 26, 29, "input StarshipSearchCriteria", ""),
        ("property", "StarshipSearchCriteria.name", 27, 27, 'name: String = "X-wing"', ""),
        ("property", "StarshipSearchCriteria.tags", 28, 28, 'tags: [String] = ["a", "b"]', ""),
        ("enum", "Episode", 32, 36, "enum Episode", "The films."),
        ("constant", "Episode.NEWHOPE", 33, 33, "NEWHOPE", ""),
        ("constant", "Episode.EMPIRE", 34, 35, "EMPIRE @deprecated",
         "Deprecated. Where the Empire strikes."),
        ("type", "SearchResult", 38, 38, "union SearchResult = Character | Starship", ""),
        ("type", "DateTime", 39, 39, "scalar DateTime", ""),
        ("impl", "Query", 41, 43, "extend type Query", ""),
        ("property", "Query.films", 42, 42, "films: [Episode]", ""),
        ("macro", "skip", 45, 48, "directive @skip(if: Boolean!) on | FIELD | FRAGMENT_SPREAD",
         "Skips a field."),
    ]


def test_named_operations_and_fragments_are_functions() -> None:
    """spring-session's GitHub queries (`FindCreateIssueInput.graphql`) and type-graphql's
    examples.graphql: a named operation is a function signed by its variables; an anonymous
    one is code, no chunk of its own."""
    assert _got("queries.graphql", OPERATIONS) == [
        ("function", "FindIssue", 1, 5, "query FindIssue($owner: String!, $first: Int = 1) @cached",
         ""),
        ("function", "IssueParts", 7, 10, "fragment IssueParts on Issue", ""),
    ]


def test_a_file_of_one_anonymous_query_stays_whole() -> None:
    assert _got("q.gql", "{\n  viewer { id }\n}\n") == [("file", "q.gql", 1, 3, "", "")]
