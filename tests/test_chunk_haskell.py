"""Haskell's declarations from the real grammar (`grammars_haskell*.py`): signatures and
equations, pragmas, Haddock, CPP lines, Hspec and Tasty.
"""
from __future__ import annotations

from codesift.chunk import chunk_file
from codesift.languages import language_of

from chunk_fixtures import find_chunk as _find
from chunk_fixtures import fixture_chunks as _chunks


def test_haskell_signatures_and_equations_are_one_function() -> None:
    chunks = _chunks("Sample.hs")
    fib = _find(chunks, "fib")
    assert (fib.start, fib.end, fib.signature) == (36, 39, "fib :: Int -> Int")
    assert [c.start for c in chunks if c.name == "fib"] == [36]
    assert _find(chunks, "addItem").doc == "Put an item in the cart."   # `-- |` Haddock
    # The first declaration after the imports: the grammar puts its Haddock inside `imports`.
    assert _find(chunks, "Cart", "type").doc == "A customer's cart."
    assert _find(chunks, "Totalable Cart", "impl").signature == "instance Totalable Cart where"


def test_ghc_deprecated_pragmas_open_the_named_declarations_doc() -> None:
    # hspec's `registerFormatter`: the pragma stands between its signature and its equation;
    # aeson's `toPico` after it; one in a `--` comment, or naming no declaration, is no note.
    src = ('module M where\n\n-- |\n-- Make a formatter available.\n'
           'registerFormatter :: String -> Config -> Config\n'
           '{-# DEPRECATED registerFormatter "Use `useFormatter` instead." #-}\n'
           'registerFormatter f c = c\n\n'
           'toPico :: Integer -> Pico\ntoPico = MkFixed\n'
           '{-# DEPRECATED toPico, (<+>) ["Use", "MkFixed"] #-}\n\n'
           'live :: Int\nlive = 1\n-- {-# DEPRECATED live "no" #-}\n')
    chunks = chunk_file("src/M.hs", src, "haskell")
    assert _find(chunks, "registerFormatter").doc \
        == "Deprecated: Use `useFormatter` instead. Make a formatter available."
    assert _find(chunks, "toPico").doc == "Deprecated: Use MkFixed."
    assert _find(chunks, "live").doc == ""
    # GHC's boot files (`Error.hs-boot`, megaparsec's) are Haskell.
    assert language_of("Text/Megaparsec/Error.hs-boot") == "haskell"


def test_haskell_operators_defined_infix_are_declarations() -> None:
    # optparse-applicative's `instance Semigroup ParseError where` / `  m <> UnknownError = m`
    # had no methods, `instance Applicative ReadM` no `<*>`, and a top-level `(<+>) :: …`
    # ended at its signature: an equation written infix had no name.
    src = ("module M where\n\ninstance Semigroup ParseError where\n  m <> UnknownError = m\n"
           "  _ <> m = m\n\ninstance Applicative ReadM where\n  pure = ReadM . pure\n"
           "  ReadM x <*> ReadM y = ReadM $ x <*> y\n\n-- | Side by side.\n"
           "(<+>) :: Doc -> Doc -> Doc\na <+> b = a <> b\n\na `plus` b = a + b\n")
    found = {(c.kind, c.container, c.name): (c.start, c.end) for c in chunk_file("M.hs", src, "haskell")}
    assert found[("method", "Semigroup ParseError", "(<>)")] == (4, 5), found
    assert found[("method", "Applicative ReadM", "(<*>)")] == (9, 9), found
    assert found[("function", "", "(<+>)")] == (12, 13), found
    assert found[("function", "", "plus")] == (15, 15), found


def test_a_haskell_default_signature_stays_in_its_method() -> None:
    # aeson's `class FromJSON a where` / `parseJSON :: Value -> Parser a` / `default parseJSON
    # :: (Generic a, …) => …` / `parseJSON = genericParseJSON defaultOptions` was two methods
    # `FromJSON.parseJSON`, the signature alone and the equation without it.
    src = ("module M where\n\nclass FromJSON a where\n    parseJSON :: Value -> Parser a\n\n"
           "    default parseJSON :: (Generic a) => Value -> Parser a\n"
           "    parseJSON = genericParseJSON defaultOptions\n\n"
           "    parseJSONList :: Value -> Parser [a]\n    parseJSONList = undefined\n")
    found = [(c.kind, c.qualified, c.start, c.end) for c in chunk_file("M.hs", src, "haskell")]
    assert found == [("interface", "FromJSON", 3, 10), ("method", "FromJSON.parseJSON", 4, 7),
                     ("method", "FromJSON.parseJSONList", 9, 10)], found


def test_haskell_families_instances_and_foreign_imports_are_declarations() -> None:
    # servant's 53 `type family` declarations (`IsElem`, `Endpoints`) were no chunks, found
    # only through their module's export list, and neither were `type instance`s, standalone
    # `deriving instance`s, a class's associated types or `foreign import`s.
    src = ("module M where\n\n-- | Closed.\ntype family IsElem e api :: Constraint where\n"
           "  IsElem e e = ()\n\ntype instance IsElem' e (Foo :> s) = IsElem e s\n\n"
           "data family XList a\n\nnewtype instance XList Int = XI Int\n\n"
           "class Collects ce where\n  type Elem ce\n  insert :: Elem ce -> ce -> ce\n\n"
           "instance Collects [e] where\n  type Elem [e] = e\n  insert = (:)\n\n"
           "deriving instance Show Foo\n\n"
           'foreign import ccall "sin" c_sin :: Double -> Double\n')
    found = {(c.kind, c.qualified): (c.start, c.end, c.signature, c.doc)
             for c in chunk_file("M.hs", src, "haskell")}
    assert found[("type", "IsElem")] == (
        4, 5, "type family IsElem e api :: Constraint", "Closed."), found
    assert found[("impl", "IsElem' e (Foo :> s)")][:2] == (7, 7), found
    assert found[("type", "XList")][:2] == (9, 9), found
    assert found[("impl", "XList Int")][:2] == (11, 11), found
    assert found[("type", "Collects.Elem")][:2] == (14, 14), found
    # An associated type's instance is in its instance's chunk alone.
    assert not any(q.startswith("Collects [e].") and k == "type" for k, q in found), found
    assert found[("impl", "Collects [e]")][:2] == (17, 19), found
    assert found[("impl", "Show Foo")][:2] == (21, 21), found
    assert found[("function", "c_sin")][:2] == (23, 23), found


def test_haskell_cpp_directives_stay_out_of_signatures() -> None:
    # hspec (`{-# LANGUAGE CPP #-}`) signed `instance Semigroup (DList a) where #endif` and its
    # `(<>)` `DList f #if MIN_VERSION_base(4,11,0) <> #else `mappend` #endif DList g`.
    src = ("{-# LANGUAGE CPP #-}\nmodule DList where\n\nnewtype DList a = DList ([a] -> [a])\n\n"
           "#if MIN_VERSION_base(4,11,0)\ninstance Semigroup (DList a) where\n#endif\n"
           "  DList f\n#if MIN_VERSION_base(4,11,0)\n    <>\n#else\n    `mappend`\n#endif\n"
           "    DList g = DList (f . g)\n")
    signatures = {c.name: c.signature for c in chunk_file("DList.hs", src, "haskell")}
    assert signatures["Semigroup (DList a)"] == "instance Semigroup (DList a) where", signatures
    assert "#" not in signatures["(<>)"], signatures


def test_haskell_cpp_lines_stay_inside_a_functions_run() -> None:
    # aeson's `mkBS :: …` / `#if MIN_VERSION_bytestring(0,11,0)` / `mkBS dfp n = BS dfp n` /
    # `#else` / `mkBS dfp n = PS dfp 0 n` / `#endif` was a chunk of the signature alone and
    # one of the first equation with neither type nor doc; conduit's `#if` / `minimumCE ::
    # …` / `#else` / `minimumCE :: …` / `#endif` / `minimumCE = …` the same. The `#else`
    # branch, which the parse keeps as the directive's text, is the function's when it holds
    # its equations alone; not aeson's `KeyMap` written twice, another function after it.
    src = ("module M where\n\n-- | Make one.\nmkBS :: Ptr -> Int -> ByteString\n"
           "#if MIN_VERSION_bytestring(0,11,0)\nmkBS dfp n = BS dfp n\n#else\n"
           "mkBS dfp n = PS dfp 0 n\n#endif\n{-# INLINE mkBS #-}\n\n"
           "#if MIN_VERSION_mono_traversable(1,0,0)\nminimumCE :: Seq.IsSequence seq => seq\n"
           "#else\nminimumCE :: Seq.OrdSequence seq => seq\n#endif\nminimumCE = CC.minimumE\n\n"
           "size :: Map -> Int\n#ifdef ORDERED\nsize = M.size\n#else\nsize = H.size\n\n"
           "member :: Key -> Map -> Bool\nmember = H.member\n#endif\n")
    found = [(c.qualified, c.start, c.end, c.signature, c.doc) for c in chunk_file("M.hs", src, "haskell")]
    assert found == [
        ("mkBS", 4, 9, "mkBS :: Ptr -> Int -> ByteString", "Make one."),
        ("minimumCE", 13, 17, "minimumCE :: Seq.IsSequence seq => seq", ""),
        ("size", 19, 21, "size :: Map -> Int", "")], found


def test_hspec_suites_and_cases_are_chunks() -> None:
    # conduit's `BinarySpec.spec` (`spec = do` / `describe "binary dropWhile" $ do` / `it
    # "works" $ do …`) was one 270-line function chunk: 1,754 cases and 1,125 suites of four
    # Haskell trees lay in their `spec`s. Suites are namespaces, cases functions, named by
    # their titles (escapes read) apart from the function; a statement binding (`x <- …`) or a
    # `let` is none, nor a suite titled at run time.
    src = ("module BinarySpec (spec) where\n\nimport Test.Hspec\n\nspec :: Spec\nspec = do\n"
           "    describe \"binary dropWhile\" $ do\n        it \"works\" $ do\n"
           "            x <- runIO foo\n            x `shouldBe` 1\n        let y = 2\n"
           "        it \"reads '\\\\r'\" (y `shouldBe` 2)\n        context \"nested\" $ do\n"
           "            prop \"roundtrips\" $ \\xs -> xs == xs\n"
           "    describe (\"computed \" ++ show 1) $ it \"inner\" pending\n\n"
           "main :: IO ()\nmain = hspec $ around withDb $ do\n"
           "  describe \"db\" $ it \"connects\" $ pure ()\n")
    found = [(c.kind, c.qualified, c.start, c.end, c.signature)
             for c in chunk_file("test/BinarySpec.hs", src, "haskell")]
    assert found == [
        ("function", "spec", 5, 15, "spec :: Spec"),
        ("namespace", "binary dropWhile", 7, 14, 'describe "binary dropWhile"'),
        ("function", "binary dropWhile.works", 8, 10, 'it "works"'),
        ("function", "binary dropWhile.reads '\\r'", 12, 12, 'it "reads \'\\\\r\'"'),
        ("namespace", "binary dropWhile.nested", 13, 14, 'context "nested"'),
        ("function", "binary dropWhile.nested.roundtrips", 14, 14, 'prop "roundtrips"'),
        ("function", "main", 17, 19, "main :: IO ()"),
        ("namespace", "db", 19, 19, 'describe "db"'),
        ("function", "db.connects", 19, 19, 'it "connects"')], found


def test_tasty_groups_and_cases_and_a_spec_that_is_a_suite_are_chunks() -> None:
    # aeson's 574 tasty calls (`tests = testGroup "unit" [testCase "…" $ …, …]`) lay in their
    # functions; conduit's `spec = describe "Data.Conduit.AttoparsecSpec" $ do` was passed over
    # to its block, hspec's `H.describe "Example"` and servant's `describe "HasClient" $
    # aroundAll (…) $ do` read no suite.
    src = ("module T where\n\nmain :: IO ()\nmain = defaultMain $ testGroup \"all\" [tests]\n\n"
           "tests :: TestTree\ntests = testGroup \"unit\" [\n"
           "    testGroup \"inner\" [ testCase \"a\" $ pure () ]\n"
           "  , HU.testCase \"b\" (assert True)\n  ]\n\n"
           "spec :: Spec\nspec = describe \"Attoparsec\" $ aroundAll withApp $ do\n"
           "  H.it \"works\" $ \\port -> pure ()\n")
    found = [(c.kind, c.qualified, c.start, c.end, c.signature)
             for c in chunk_file("tests/T.hs", src, "haskell")]
    assert found == [
        ("function", "main", 3, 4, "main :: IO ()"),
        ("namespace", "all", 4, 4, 'testGroup "all"'),
        ("function", "tests", 6, 10, "tests :: TestTree"),
        ("namespace", "unit", 7, 10, 'testGroup "unit"'),
        ("namespace", "unit.inner", 8, 8, 'testGroup "inner"'),
        ("function", "unit.inner.a", 8, 8, 'testCase "a"'),
        ("function", "unit.b", 9, 9, 'HU.testCase "b"'),
        ("function", "spec", 12, 14, "spec :: Spec"),
        ("namespace", "Attoparsec", 13, 14, 'describe "Attoparsec"'),
        ("function", "Attoparsec.works", 14, 14, 'H.it "works"')], found


def test_a_haddock_bar_alone_on_its_line_is_a_marker() -> None:
    # hspec writes `-- |` on a line of its own over the text (35 docs): they read
    # "| Make a formatter available …". A `-- ^` so is an argument's doc mark too.
    src = ("module M where\n\n-- |\n-- Make a formatter available.\n--\n-- @since 2.10.5\n"
           "register :: Int -> Int\nregister x = x\n\n-- | Inline as before.\n"
           "other :: Int\nother = 1\n")
    docs = {c.name: c.doc for c in chunk_file("M.hs", src, "haskell")}
    assert docs["register"].startswith("Make a formatter available."), docs
    assert docs["other"] == "Inline as before.", docs


def test_a_haddock_block_comment_loses_its_markers() -> None:
    # Haddock's block form, `{- |` … `-}` (`{-|` too): hspec's `registerTransformation` read
    # "{- | Register a transformation …", aeson's Data.Aeson.TH "{-| Functions to …".
    src = ("module M where\n\n{- | Parse it.\n   More.\n-}\nparse :: Int\nparse = 1\n\n"
           "{-|\nOther doc.\n-}\nother :: Int\nother = 2\n\n{- Plain. -}\nthird :: Int\nthird = 3\n")
    docs = {c.name: c.doc for c in chunk_file("M.hs", src, "haskell")}
    assert (docs["parse"], docs["other"], docs["third"]) == ("Parse it. More.", "Other doc.", "Plain."), docs


def test_a_haskell_signature_of_several_names_is_a_function_per_name() -> None:
    # conduit's 61 `repeatM, repeatMC :: Monad m => m a -> …` / `repeatMC m = …` were a chunk
    # `repeatM` whose address showed no type (its signature did not open with its name) and a
    # chunk `repeatMC m` with neither type nor doc. Each name is signed as if written alone,
    # the doc above is each one's, the first defined below runs from the signature to its last
    # equation, a later one (`bar`) is its own equations, one defined by none there (`repeatM`,
    # by a macro) the first one's lines, not a member inside them.
    src = ("module M where\n\n-- | Repeatedly run the action.\n"
           "repeatM, repeatMC :: Monad m\n                  => m a\n"
           "                  -> ConduitT i a m ()\nrepeatMC m = forever m\n"
           "{-# INLINE repeatMC #-}\n\n-- | The sizes of a buffer.\nfoo, bar :: Int\nfoo = 1\nbar = 2\n"
           "baz = 3\n\nclass C a where\n  up, down :: a -> a\n  up = id\n")
    found = sorted((c.kind, c.qualified, c.start, c.end, c.signature, c.doc)
                   for c in chunk_file("M.hs", src, "haskell"))
    assert found == [
        ("function", "bar", 13, 13, "bar :: Int", "The sizes of a buffer."),
        ("function", "baz", 14, 14, "baz", ""),
        ("function", "foo", 11, 12, "foo :: Int", "The sizes of a buffer."),
        ("function", "repeatM", 4, 7, "repeatM :: Monad m => m a -> ConduitT i a m ()",
         "Repeatedly run the action."),
        ("function", "repeatMC", 4, 7, "repeatMC :: Monad m => m a -> ConduitT i a m ()",
         "Repeatedly run the action."),
        ("interface", "C", 16, 18, "class C a where", ""),
        ("method", "C.down", 17, 18, "down :: a -> a", ""),
        ("method", "C.up", 17, 18, "up :: a -> a", "")], found


def test_haskell_signatures_written_together_take_their_equations() -> None:
    # cassava's `toStrict :: …` / `fromStrict :: …` / `toStrict = …` / `fromStrict = …` were
    # four chunks: two signatures alone and two equations with neither type nor doc. Each name
    # is one function signed and documented by its own signature, read as a signature of
    # several names is; another declaration in the run (`c`) ends it, and the name defined
    # after it (`b`) keeps its signature alone.
    src = ("module M where\n\n-- | To strict.\ntoStrict   :: L.ByteString -> B.ByteString\n"
           "-- | From strict.\nfromStrict :: B.ByteString -> L.ByteString\n"
           "toStrict   = L.toStrict\nfromStrict = L.fromStrict\n{-# INLINE toStrict #-}\n\n"
           "a :: Int\nb :: Int\na = 1\nc = 2\nb = 3\n")
    found = sorted((c.kind, c.qualified, c.start, c.end, c.signature, c.doc)
                   for c in chunk_file("M.hs", src, "haskell"))
    assert found == [
        ("function", "a", 11, 13, "a :: Int", ""),
        ("function", "b", 12, 12, "b :: Int", ""),
        ("function", "b", 15, 15, "b", ""),
        ("function", "c", 14, 14, "c", ""),
        ("function", "fromStrict", 8, 8, "fromStrict :: B.ByteString -> L.ByteString",
         "From strict."),
        ("function", "toStrict", 4, 7, "toStrict :: L.ByteString -> B.ByteString",
         "To strict.")], found


def test_haskell_signatures_leave_argument_docs_and_pragmas_out() -> None:
    # optparse-applicative's `flag :: a  -- ^ default value` / `  -> a  -- ^ active value`
    # was signed `flag :: a -- ^ default value -> a -- ^ active value -> …`, and commonmark's
    # `HtmlElement !ElementType {-# UNPACK #-} !Text`, its pragma read as a `#` comment, as
    # `data Html a = HtmlElement !ElementType {- | HtmlText {- | …`.
    src = ("module M where\n\nflag :: a                 -- ^ default value\n"
           "     -> a                 -- ^ active value\n     -> Mod FlagFields a  -- ^ modifier\n"
           "     -> Parser a\nflag defv actv m = flag' actv m <|> pure defv\n\n"
           "data Html a =\n    HtmlElement {-# UNPACK #-} !Text [Attribute]\n"
           "  | HtmlText {-# UNPACK #-} !Text\n  | HtmlNull\n\n"
           "arrow :: Int --> Int\narrow = undefined\n")
    signatures = {c.name: c.signature for c in chunk_file("M.hs", src, "haskell")}
    assert signatures["flag"] == "flag :: a -> a -> Mod FlagFields a -> Parser a", signatures
    assert signatures["Html"] == ("data Html a = HtmlElement !Text [Attribute] | HtmlText !Text"
                                  " | HtmlNull"), signatures
    assert signatures["arrow"] == "arrow :: Int --> Int", signatures   # an operator, no comment


def test_ghc_pragmas_are_no_docs() -> None:
    # aeson's `{-# INLINE foldMap #-}` under `foldMap`'s equation was the doc of `foldr` below
    # it, `{-# INLINE parseUTCTime_ #-}` over its signature that function's, and a file of
    # re-exports, `{-# LANGUAGE NoImplicitPrelude #-}` over its Haddock, read as the pragma.
    src = ("module M where\n\n-- | Doc of foo.\n{-# INLINE foo #-}\nfoo :: Int -> Int\nfoo = id\n\n"
           "{-# INLINE bar #-}\nbar :: Int -> Int\nbar = id\n\ninstance Foldable T where\n"
           "    foldMap f = undefined\n    {-# INLINE foldMap #-}\n    foldr = undefined\n")
    docs = {c.name: c.doc for c in chunk_file("M.hs", src, "haskell")}
    assert (docs["foo"], docs["bar"], docs["foldr"]) == ("Doc of foo.", "", ""), docs
    reexports = ("{-# LANGUAGE NoImplicitPrelude #-}\n-- |\n--\n-- Functions in this module return"
                 " encodings.\n\nmodule Data.E\n    ( Encoding\n    , pairs\n    ) where\n\n"
                 "import Data.E.Internal\n")
    assert [c.doc for c in chunk_file("E.hs", reexports, "haskell")] \
        == ["Functions in this module return encodings."]


def test_a_haskell_module_header_is_the_file_doc_without_its_fields() -> None:
    # megaparsec's Text.Megaparsec opens with a Haddock header, "This module includes
    # everything you need to get started writing a parser", in no chunk; aeson's re-exporting
    # Data.Aeson.Parser was summarised "Module: Data.Aeson.Parser", Haddock's header fields
    # (`Module`, `Copyright`, `License`, …: Hackage's box beside the description).
    header = ("{-# LANGUAGE CPP #-}\n-- |\n-- Module      :  Text.P\n-- Copyright   :  (c) 2015 P\n"
              "--                (c) 2007 Q\n-- License     :  BSD3\n-- Maintainer  :  M <m@x.org>\n"
              "-- Stability   :  experimental\n--\n-- This module parses things.\n"
              "-- It is fast.\nmodule Text.P (parse) where\n\nimport Data.List\n\n"
              "-- | Parse it.\nparse :: String -> Int\nparse = length\n")
    chunks = chunk_file("Text/P.hs", header, "haskell")
    doc = next(c for c in chunks if c.kind == "file")
    assert (doc.start, doc.end, doc.doc) == (2, 11, "This module parses things. It is fast."), doc
    assert _find(chunks, "parse").doc == "Parse it."
    described = ("-- |\n-- Module      : W\n-- Description : Short words\n-- License     : GPL-3\n--\n"
                 "-- Longer words.\nmodule W where\n\nw :: Int\nw = 1\n")
    doc = next(c for c in chunk_file("W.hs", described, "haskell") if c.kind == "file")
    assert doc.doc.startswith("Short words"), doc
    reexports = ("-- |\n-- Module:      Data.Aeson.Parser\n-- Copyright:   (c) 2012 B\n"
                 "-- License:     BSD3\n--\n-- Efficiently parse a JSON string.\n\n"
                 "module Data.Aeson.Parser\n    ( json\n    ) where\n\nimport Data.Aeson.Parser.Internal\n")
    assert [c.doc for c in chunk_file("Parser.hs", reexports, "haskell")] \
        == ["Efficiently parse a JSON string."]
    # hspec's `-- | Stability: unstable` / `-- @since 2.11.10`: fields and tags alone, no doc.
    fields = "-- | Stability: unstable\n-- @since 2.11.10\nmodule E where\n\ne :: Int\ne = 1\n"
    assert [c.kind for c in chunk_file("E.hs", fields, "haskell")] == ["function"]


def test_haskell_header_fields_indented_alike_are_each_their_own() -> None:
    # PostgREST's Response.hs: a `{- |` block whose fields are indented alike read its
    # `Description` as the second line of `Module`'s value, dropped with it, and the grammar's
    # node for `{- |` starts at its `|`, which stayed in the doc with the closing `-}`: the
    # file's doc read "| -}".
    src = ("{- |\n   Module      : PostgREST.Response\n   Description : Generate HTTP Response\n-}\n"
           "{-# LANGUAGE NamedFieldPuns #-}\nmodule PostgREST.Response\n  ( actionResponse\n  ) where\n\n"
           "import Protolude\n\nactionResponse :: Int -> Int\nactionResponse = id\n")
    chunks = chunk_file("src/PostgREST/Response.hs", src, "haskell")
    assert [c.doc for c in chunks if c.kind == "file"] == ["Generate HTTP Response"]
