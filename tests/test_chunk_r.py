"""R files: the chunks `chunk/r_lang.py` reads from their brackets, and a search finding a
function by what its error says."""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from codesift.chunk import chunk_file
from codesift.languages import language_of

from conftest import write_repo

# A package's file as testthat's are written: a roxygen-documented function whose body holds a
# string with a brace and a comment with a bracket, a one-expression function over two lines,
# an operator, a lambda, an R6 class and its methods, and an S4 generic and method.
_SOURCE = '''\
#' Number of CPUs to use
#'
#' Reads `TESTTHAT_CPUS`.
#' @param default Used when unset.
#' @export
#' @examples
#' default_num_cpus()
default_num_cpus <- function(default = 2L) {
  ncpus <- Sys.getenv("TESTTHAT_CPUS", "{")  # a ) here
  if (is.na(ncpus)) {
    cli::cli_abort("{.envvar TESTTHAT_CPUS} must be an integer.")
  }
  ncpus
}

indent <- function(x)
  if (length(x)) paste0("  ", x) else x

`%||%` <- function(x, y) if (is.null(x)) y else x

square <- \\(x) x^2

the <- new.env(parent = emptyenv())

JunitReporter <- R6::R6Class("JunitReporter",
  inherit = Reporter,
  public = list(
    results = NULL,
    initialize = function(...) {
      self$results <- list()
    },
    add_result = function(context, test, result) {
      self$results <- c(self$results, result)
    }
  )
)

setGeneric("area", function(shape) standardGeneric("area"))

setMethod("area", "Circle", function(shape) {
  pi * shape@r^2
})
'''

_TESTS = '''\
test_that("TESTTHAT_CPUS must be a number", {
  withr::local_envvar(TESTTHAT_CPUS = "x")
  expect_error(default_num_cpus())
})

describe("indent()", {
  it("adds two spaces", {
    expect_equal(indent("a"), "  a")
  })
})
'''


def test_r_files_are_r() -> None:
    assert language_of("R/parallel.R") == "r"


def test_strings_and_comments_are_blanked() -> None:
    from codesift.chunk.r_lang import blank_strings_and_comments

    assert blank_strings_and_comments('f("(", x) # )') == 'f(" ", x)    '
    assert blank_strings_and_comments("`%||%` <- 'a\\'b'") == "`%||%` <- '    '"


def test_r_declarations_are_chunks() -> None:
    # testthat's files were one chunk each, named by the file: no function was a hit.
    chunks = chunk_file("R/parallel.R", _SOURCE, "r")
    shape = [(c.kind, c.name, c.container, c.start, c.end) for c in chunks if c.kind != "file"]
    assert shape == [
        ("function", "default_num_cpus", "", 8, 14),   # past a string's `{`, a comment's `)`
        ("function", "indent", "", 16, 17),             # one expression on the next line
        ("function", "%||%", "", 19, 19),
        ("function", "square", "", 21, 21),
        ("class", "JunitReporter", "", 25, 36),
        ("method", "initialize", "JunitReporter", 29, 31),
        ("method", "add_result", "JunitReporter", 32, 34),
        ("function", "area", "", 38, 38),
        ("method", "area", "Circle", 40, 42)]
    cpus = next(c for c in chunks if c.name == "default_num_cpus")
    # Roxygen's prose is the doc; its bare tags and examples are not.
    assert cpus.doc == ("Number of CPUs to use\nReads `TESTTHAT_CPUS`. "
                        "@param default Used when unset.")
    assert cpus.signature == "default_num_cpus <- function(default = 2L) {"


def test_r_tests_are_named_by_their_titles() -> None:
    chunks = chunk_file("tests/testthat/test-parallel.R", _TESTS, "r")
    assert [(c.kind, c.name, c.container) for c in chunks if c.kind != "file"] == [
        ("function", "TESTTHAT_CPUS must be a number", ""),
        ("namespace", "indent()", ""), ("function", "adds two spaces", "indent()")]


def test_r_script_reads_whole() -> None:
    chunks = chunk_file("data-raw/make.R", 'x <- read.csv("a.csv")\nsaveRDS(x, "a.rds")\n', "r")
    assert [c.kind for c in chunks] == ["file"]


def test_search_finds_an_r_function(tmp_path: Path, make_index: Callable[..., object]) -> None:
    # testthat's "`TESTTHAT_CPUS` must be an integer." found R/parallel.R, no function in it.
    root = write_repo(tmp_path / "repo", {"R/parallel.R": _SOURCE,
                                          "tests/testthat/test-parallel.R": _TESTS}, git=True)
    ix = make_index(root)
    ix.refresh()
    hits = ix.search("Error:\n! `TESTTHAT_CPUS` must be an integer.", limit=5).hits
    assert (hits[0].path, hits[0].symbol) == ("R/parallel.R", "default_num_cpus")
