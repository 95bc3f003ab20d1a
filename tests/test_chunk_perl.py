"""Perl's declarations from the real grammar (`grammars_perl.py`): subs, their POD docs and
parameters, packages.
"""
from __future__ import annotations

from codesift.chunk import chunk_file
from codesift.languages import language_of

from chunk_fixtures import find_chunk as _find
from chunk_fixtures import fixture_chunks as _chunks


def test_perl_docs_from_pod_and_parameters_from_the_unpacking() -> None:
    """CPAN modules document in POD, most often after the code (`=head2 total` and the first
    paragraph of prose under it, code examples skipped, formatting codes read), and a sub's
    parameters are the first statement unpacking `@_`."""
    chunks = _chunks("sample.pm")
    cart = _find(chunks, "Shop.Cart")
    assert (cart.doc, cart.end) == ("A cart", 54)   # the NAME section's abstract; to the end
    total = _find(chunks, "Shop.Cart.total")
    assert total.signature == "sub total($self, $rate)"   # a run of `my $x = shift;`
    assert total.doc == "Sum the prices of all items, with tax."
    add = _find(chunks, "Shop.Cart.add")
    assert (add.signature, add.doc) == ("sub add($self, $item)", "Add an item to the cart.")
    assert _find(chunks, "Shop.Cart.checkout").signature == "sub checkout ($self, %opts)"
    assert _find(chunks, "Shop.Cart.discount").doc == "The discount in <percent>."
    assert language_of("t/cart.t") == "perl"   # Test::More's test scripts


def test_a_perl_sub_named_with_its_package_is_that_packages() -> None:
    # Plack's HTTP/Message/PSGI.pm puts methods into HTTP::Request and HTTP::Response with
    # `sub HTTP::Request::to_psgi {…}`: it was `HTTP.Message.PSGI.HTTP::Request::to_psgi`.
    src = ("package HTTP::Message::PSGI;\n\nsub req_to_psgi {\n    my $req = shift;\n}\n\n"
           "sub HTTP::Request::to_psgi {\n    req_to_psgi(@_);\n}\n\nsub ::helper { 1 }\n\n1;\n")
    chunks = chunk_file("lib/HTTP/Message/PSGI.pm", src, "perl")
    assert [(c.kind, c.qualified, c.signature) for c in chunks][1:] == [
        ("function", "HTTP.Message.PSGI.req_to_psgi", "sub req_to_psgi($req)"),
        ("function", "HTTP.Request.to_psgi", "sub HTTP::Request::to_psgi"),
        ("function", "main.helper", "sub ::helper")]


def test_a_perl_package_statement_ends_where_the_next_one_starts() -> None:
    # Plack's Util.pm: `package Plack::Util::Prototype;` … `package Plack::Util::IOWithPath;`
    # … `package Plack::Util;` each ran to the end of the file, and the outline nested them.
    # A block package after it (`package Inner { … }`) does not end it.
    src = ("package Plack::Util;\n\nsub load_class { 1 }\n\n"
           "package Plack::Util::Prototype;\n\nsub can { 1 }\n\n"
           "package Inner { sub x { 1 } }\n\nsub later { 1 }\n\n"
           "package Plack::Util;\n\n1;\n")
    chunks = chunk_file("lib/Plack/Util.pm", src, "perl")
    assert [(c.qualified, c.start, c.end) for c in chunks if c.kind == "module"] == [
        ("Plack.Util", 1, 4), ("Plack.Util.Prototype", 5, 12), ("Inner", 9, 9),
        ("Plack.Util", 13, 15)]
    assert _find(chunks, "Plack.Util.Prototype.later").start == 11


def test_a_pod_entry_written_in_a_formatting_code_documents_its_sub() -> None:
    # Perl::Critic's Critic.pm documents each method as `=item C<critique( $source_code )>`
    # (or `C<< … >>`): the entries were all named "C", and no sub had its doc. A link
    # (`=item L<Perl::Critic::Config>`) or a variable (`=item C<%n>`) names no sub.
    src = ("package Perl::Critic;\n\nsub new { my ($class, %args) = @_; }\n\n"
           "sub critique { my ($self, $source) = @_; }\n\nsub config { }\n\nsub C { }\n\n"
           "1;\n\n__END__\n\n=pod\n\n=over\n\n"
           "=item C<< new( -profile => $FILE ) >>\n\nReturns a new critic.\n\n"
           "=item C<critique( $source_code )>\n\nRuns the source through the engine.\n\n"
           "=item C< config() >\n\nReturns the Config object.\n\n"
           "=item C<%n>\n\nThe policy's name.\n\n=item L<Perl::Critic::Config>\n\nSee it.\n\n"
           "=back\n\n=cut\n")
    chunks = chunk_file("lib/Perl/Critic.pm", src, "perl")
    assert [(c.name, c.doc) for c in chunks if c.kind == "function"] == [
        ("new", "Returns a new critic."), ("critique", "Runs the source through the engine."),
        ("config", "Returns the Config object."), ("C", "")]


def test_a_kind_label_opening_a_doc_is_passed_over() -> None:
    # Perl::Critic's Violation.pm: `set_format` and `get_format` read "Class method. Sets the
    # format for all Violation objects …"; a C++ comment's "Default constructor." the same. A
    # label alone stays the doc, and so does a sentence of another word ("Deprecated.").
    pm = ("package Violation;\n\nsub set_format { return $format = shift }\n"
          "sub get_format { return $format }\nsub old_format { }\n\n__END__\n\n=pod\n\n"
          "=over\n\n=item C<set_format( $FORMAT )>\n\n"
          "Class method.  Sets the format for all Violation objects.\n\n"
          "=item C<get_format()>\n\nClass method.\n\n"
          "=item C<old_format()>\n\nDeprecated.  Use get_format.\n\n=back\n\n=cut\n")
    docs = {c.name: c.doc for c in chunk_file("lib/Violation.pm", pm, "perl")}
    assert docs["set_format"] == "Sets the format for all Violation objects."
    assert docs["get_format"] == "Class method."
    assert docs["old_format"] == "Deprecated. Use get_format."
    cpp = "/** Default constructor. Creates an empty list. */\nList make_list();\n"
    assert [c.doc for c in chunk_file("list.h", cpp, "cpp")] == ["Creates an empty list."]


def test_a_subs_doc_is_its_methods_entry_not_the_event_of_its_name() -> None:
    """Mojo's POD lists EVENTS before METHODS, and an object's `finish` method and the
    `finish` event it emits share their name: Mojo::Transaction::WebSocket's `finish` read
    "Emitted when the WebSocket connection has been closed.", Mojo::IOLoop::Stream's `timeout`
    "Emitted if the stream has been inactive for too long …". An event no sub documents
    otherwise still gives its doc."""
    src = ("package Chat::Stream;\nuse Mojo::Base 'Mojo::EventEmitter';\n\n"
           "sub finish { shift->emit('finish') }\n\nsub drain { 1 }\n\n1;\n\n"
           "=head1 NAME\n\nChat::Stream - A stream\n\n=head1 EVENTS\n\n=head2 finish\n\n"
           "  $stream->on(finish => sub ($stream) {...});\n\n"
           "Emitted when the stream has been closed.\n\n=head2 drain\n\n"
           "Emitted once all data has been written.\n\n=head1 METHODS\n\n"
           "=head2 finish\n\n  $stream = $stream->finish;\n\nClose the stream gracefully.\n\n=cut\n")
    chunks = chunk_file("lib/Chat/Stream.pm", src, "perl")
    assert _find(chunks, "Chat.Stream.finish").doc == "Close the stream gracefully."
    assert _find(chunks, "Chat.Stream.drain").doc == "Emitted once all data has been written."


def test_a_perl_script_declaring_nothing_is_summarised_by_its_pod_name() -> None:
    """mojo's `script/morbo`, `script/mojo`, `script/hypnotoad` (`#!perl`) are code and a
    manual page: no comment, so no summary, where the POD's NAME says what each is."""
    src = ("#!perl\nuse Mojo::Base -strict;\n\nuse Mojo::Server::Morbo;\n\n"
           "my $morbo = Mojo::Server::Morbo->new;\n$morbo->run($app);\n\n"
           "=encoding utf8\n\n=head1 NAME\n\nmorbo - Morbo HTTP and WebSocket development server\n\n"
           "=head1 SYNOPSIS\n\n  Usage: morbo [OPTIONS] [APPLICATION]\n\n=cut\n")
    assert [(c.kind, c.doc) for c in chunk_file("script/morbo", src, "perl")] == \
        [("file", "Morbo HTTP and WebSocket development server")]
    # A comment saying what the script is stays its summary.
    commented = "#!/usr/bin/env perl\n# Minimal proxy for debugging.\nuse strict;\n\n" \
                "=head1 NAME\n\nproxy - Something else\n\n=cut\n"
    assert [c.doc for c in chunk_file("examples/proxy.pl", commented, "perl")] == \
        ["Minimal proxy for debugging."]
