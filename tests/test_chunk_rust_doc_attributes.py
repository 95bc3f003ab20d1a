"""Rust's doc attributes: `#[doc = "…"]` is what a `///` line is (rustdoc reads them alike),
and prost's and tonic's generated code writes its docs so."""
from __future__ import annotations

from codesift.chunk import chunk_file

# tonic's benches-disabled/benchmarks/compiled_protos/helloworld.rs, cut down.
GENERATED = '''#[doc = r" Generated client implementations."]
pub mod greeter_client {
    #[doc = " The greeting service definition."]
    #[doc = ""]
    #[doc = " Says \\"hello\\"."]
    #[derive(Debug, Clone)]
    pub struct GreeterClient<T> {
        inner: T,
    }
    impl<T> GreeterClient<T> {
        #[doc = " Sends a greeting"]
        pub async fn say_hello(&mut self) {}
    }
}

/// The comment wins.
#[doc = "An attribute under it."]
pub fn commented() {}

#[doc = concat!("Built ", "of strings.")]
pub struct Concatenated;

#[doc = concat!("Type-erased version of [`", stringify!(T), "`]")]
pub struct Stringified;

#[doc = include_str!("../README.md")]
pub struct Included;
'''


def test_a_doc_attribute_is_a_doc() -> None:
    # A `concat!` of strings alone is one too; one holding a call, or an `include_str!` of
    # another file, says nothing here.
    got = [(c.kind, c.name, c.doc) for c in chunk_file("src/helloworld.rs", GENERATED, "rust")]
    assert got == [
        ("module", "greeter_client", "Generated client implementations."),
        ("struct", "GreeterClient", 'The greeting service definition.\nSays "hello".'),
        ("impl", "GreeterClient", ""),
        ("method", "say_hello", "Sends a greeting"),
        ("function", "commented", "The comment wins."),
        ("struct", "Concatenated", "Built of strings."),
        ("struct", "Stringified", ""),
        ("struct", "Included", "")]
