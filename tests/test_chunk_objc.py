"""Objective-C's declarations from the real grammar (`grammars_objc.py`, `rewrite_objc.py`,
`grammars_objc_tests.py`): headers, selectors, properties, protocols, macros and specs.
"""
from __future__ import annotations

from pathlib import Path

from codesift.chunk import chunk_file
from codesift.languages import content_language

from chunk_fixtures import find_chunk as _find
from conftest import write_repo


def test_an_objective_c_header_is_parsed_as_objective_c() -> None:
    header = "#import <Foundation/Foundation.h>\n\n/// A client.\n@interface AFClient : NSObject\n" \
             "- (void)getPath:(NSString *)path parameters:(NSDictionary *)parameters;\n@end\n"
    assert content_language("AFClient.h", header.encode(), "c") == "objc"
    chunks = chunk_file("AFClient.h", header, "objc")
    assert [(c.kind, c.name, c.container, c.lang) for c in chunks] == [
        ("class", "AFClient", "", "objc"), ("prototype", "getPath:parameters:", "AFClient", "objc")]
    assert chunks[0].doc == "A client." and chunks[0].signature == "@interface AFClient : NSObject"


def test_a_header_importing_a_module_is_objective_c(tmp_path: Path, make_index) -> None:
    # SwiftyJSON.h, a framework's umbrella header, was read as C: `@import Foundation;`
    # became a variable named `Foundation`.
    header = ("@import Foundation;\n\n"
              "//! Project version number for SwiftyJSON.\n"
              "FOUNDATION_EXPORT double SwiftyJSONVersionNumber;\n")
    ix = make_index(write_repo(tmp_path / "repo", {"Source/SwiftyJSON.h": header}))
    ix.refresh()
    hits = ix.outline("Source/SwiftyJSON.h").hits
    assert [(h.kind, h.symbol, h.lang) for h in hits] == [
        ("variable", "SwiftyJSONVersionNumber", "objc")]


def test_a_macro_after_a_selector_is_no_part_of_it() -> None:
    # AFNetworking: `responseObjectForResponse:data:error:NS_SWIFT_NOTHROW` was indexed.
    header = ("@interface AFSerializer : NSObject\n"
              "- (id)responseObjectForResponse:(NSURLResponse *)response data:(NSData *)data "
              "error:(NSError **)error NS_SWIFT_NOTHROW;\n"
              "- (instancetype)initWithBaseURL:(NSURL *)url NS_DESIGNATED_INITIALIZER;\n"
              "- (void)invalidate;\n@end\n")
    assert [c.name for c in chunk_file("AFSerializer.h", header, "objc")][1:] == [
        "responseObjectForResponse:data:error:", "initWithBaseURL:", "invalidate"]


def test_a_macro_after_a_one_word_selector_or_a_property_is_not_its_name() -> None:
    # PromiseKit's AnyPromise.h: `- (id)wait NS_REFINED_FOR_SWIFT;` was `waitNS_REFINED_FOR_SWIFT`,
    # four properties were all `NS_REFINED_FOR_SWIFT`, and its block typedefs `^PMKResolver`.
    # CocoaLumberjack's `id tag __attribute__((deprecated("Use representedObject instead",
    # "representedObject")))` was a property `representedObject`, read out of the attribute.
    header = ("typedef void (^PMKResolver)(id __nullable);\n"
              "@interface AnyPromise : NSObject\n"
              "@property (nonatomic, readonly) BOOL pending NS_REFINED_FOR_SWIFT;\n"
              "@property (nonatomic, readonly) __nullable id value NS_REFINED_FOR_SWIFT;\n"
              "@property (nonatomic, copy) NSString *name API_AVAILABLE(ios(10.0));\n"
              "@property (nonatomic) int count;\n"
              "@property (readonly) id tag __attribute__((deprecated(\"Use object\", \"object\")));\n"
              "- (id __nullable)wait NS_REFINED_FOR_SWIFT;\n"
              "- (void)run;\n@end\n")
    assert [(c.kind, c.qualified) for c in chunk_file("AnyPromise.h", header, "objc")] == [
        ("type", "PMKResolver"), ("class", "AnyPromise"), ("property", "AnyPromise.pending"),
        ("property", "AnyPromise.value"), ("property", "AnyPromise.name"),
        ("property", "AnyPromise.count"), ("property", "AnyPromise.tag"),
        ("prototype", "AnyPromise.wait"),
        ("prototype", "AnyPromise.run")]


def test_objective_c_nullability_regions_and_foundation_enums_parse() -> None:
    # Most Objective-C headers open with NS_ASSUME_NONNULL_BEGIN, which tree-sitter-objc read
    # as an expression swallowing the @interface; NS_ENUM typedefs read as a call and an error.
    header = ("#import <Foundation/Foundation.h>\n\nNS_ASSUME_NONNULL_BEGIN\n\n"
              "typedef NS_ENUM(NSInteger, AFStatus) {\n    AFStatusUnknown = -1,\n};\n\n"
              "@interface AFManager : NSObject\n@property (readonly) AFStatus status;\n"
              "- (void)startMonitoring;\n@end\n\nNS_ASSUME_NONNULL_END\n")
    assert content_language("AFManager.h", header.encode(), "c") == "objc"
    chunks = chunk_file("AFManager.h", header, "objc")
    assert [(c.kind, c.name, c.start) for c in chunks if c.kind != "enum"][-3:] == [
        ("class", "AFManager", 9), ("property", "status", 10), ("prototype", "startMonitoring", 11)]
    assert any(c.name == "AFStatus" and c.start == 5 for c in chunks)


def test_objective_c_availability_macros_do_not_swallow_the_implementation() -> None:
    # AFNetworking's AFURLSessionManager.m: an `AF_API_AVAILABLE(ios(10), …)` after a property
    # read as a call, and the error took the whole @implementation after it (one file chunk).
    source = ("#import \"AFManager.h\"\n\n"
              "typedef NS_ENUM(NSInteger, AFState) {\n    AFStateIdle,\n};\n\n"
              "@interface AFTaskDelegate : NSObject\n"
              "@property (nonatomic, strong) NSURLSessionTaskMetrics *metrics "
              "AF_API_AVAILABLE(ios(10), macosx(10.12));\n@end\n\n"
              "@implementation AFTaskDelegate\n"
              "- (void)resume AF_API_UNAVAILABLE(macos) {\n    [self.task resume];\n}\n\n"
              "/// Cancels the task.\n- (void)cancel {\n    return AF_CANCEL(self.task);\n}\n@end\n")
    chunks = chunk_file("AFURLSessionManager.m", source, "objc")
    assert [(c.kind, c.qualified, c.start) for c in chunks if c.kind in ("method", "property")] == [
        ("property", "AFTaskDelegate.metrics", 8), ("method", "AFTaskDelegate.resume", 12),
        ("method", "AFTaskDelegate.cancel", 17)]
    assert _find(chunks, "AFTaskDelegate.cancel").doc == "Cancels the task."
    assert any(c.kind == "enum" and c.name == "AFState" for c in chunks)   # NS_ENUM still read


def test_objective_c_protocol_methods_under_required_and_optional_are_its_members() -> None:
    # tree-sitter-objc wraps the methods after `@required` / `@optional` in a section node of
    # their own: SDWebImage's `@protocol SDImageCache` (SDImageCacheDefine.h) lost all seven,
    # and every delegate protocol its `@optional` methods.
    header = ("@protocol AFCacheDelegate <NSObject>\n"
              "- (void)cacheDidLoad;\n\n"
              "@required\n"
              "/**\n Query the cached image for a key.\n */\n"
              "- (nullable id)queryImageForKey:(nullable NSString *)key\n"
              "                        options:(NSUInteger)options;\n\n"
              "@optional\n"
              "/// Clears the cache.\n"
              "- (void)clearWithCacheType:(NSInteger)cacheType;\n"
              "@property (nonatomic) BOOL enabled;\n"
              "@end\n")
    chunks = chunk_file("AFCacheDelegate.h", header, "objc")
    assert [(c.kind, c.qualified, c.start) for c in chunks] == [
        ("interface", "AFCacheDelegate", 1), ("prototype", "AFCacheDelegate.cacheDidLoad", 2),
        ("prototype", "AFCacheDelegate.queryImageForKey:options:", 8),
        ("prototype", "AFCacheDelegate.clearWithCacheType:", 13),
        ("property", "AFCacheDelegate.enabled", 14)]
    assert _find(chunks, "AFCacheDelegate.queryImageForKey:options:").doc == \
        "Query the cached image for a key."
    assert _find(chunks, "AFCacheDelegate.clearWithCacheType:").doc == "Clears the cache."


def test_objective_c_container_header_is_its_keyword_line_without_ivars() -> None:
    # CocoaLumberjack: `API_AVAILABLE(…)` above `@interface DDOSLogger : DDAbstractLogger` was
    # the class's signature, and `@interface App : NSObject <P> {` its instance variables too.
    header = ("API_AVAILABLE(macos(10.12), ios(10.0))\n"
              "@interface DDOSLogger : DDAbstractLogger <DDLogger>\n@end\n\n"
              "NS_SWIFT_NAME(Mapper)\n@protocol DDMapper <NSObject>\n@end\n\n"
              "@interface App : NSObject <NSApplicationDelegate> {\n"
              "    NSWindow *window;\n}\n@property int x;\n@end\n\n"
              "@interface App () {\n    int y;\n}\n@end\n")
    chunks = chunk_file("DDOSLogger.h", header, "objc")
    assert [(c.kind, c.qualified, c.signature) for c in chunks if c.kind != "property"] == [
        ("class", "DDOSLogger", "@interface DDOSLogger : DDAbstractLogger <DDLogger>"),
        ("interface", "DDMapper", "@protocol DDMapper <NSObject>"),
        ("class", "App", "@interface App : NSObject <NSApplicationDelegate>"),
        ("class", "App", "@interface App ()")]


def test_a_doc_above_a_bare_macro_documents_the_objective_c_class_under_it() -> None:
    # CocoaLumberjack's DDLog.h: `/** The main class… */` / `DD_SENDABLE` / `@interface DDLog`.
    # The macro was blanked to `;`, an empty statement between the doc and the class, and
    # `DD_SENDABLE` read as no lead macro for the END in SENDABLE: DDLog had no doc.
    header = ("NS_ASSUME_NONNULL_BEGIN\n\n/// The main class.\nDD_SENDABLE\n"
              "@interface DDLog : NSObject\n@end\n\n"
              "/// A mapper.\nDD_SENDABLE\nAPI_AVAILABLE(macos(10.12))\n"
              "@protocol DDMapper <NSObject>\n@end\n\nNS_ASSUME_NONNULL_END\n")
    chunks = chunk_file("DDLog.h", header, "objc")
    assert [(c.qualified, c.doc) for c in chunks] == [
        ("DDLog", "The main class."), ("DDMapper", "A mapper.")]


def test_a_const_pointer_or_a_const_after_the_type_is_a_constant() -> None:
    # Objective-C's string constants (`NSString *const kName = @"…";`, AFNetworking's and
    # CocoaLumberjack's error domains and keys) and CocoaLumberjack's `unsigned long long
    # const kDDDefaultLogMaxFileSize` were variables; a pointer to a const pointer is none.
    source = ('NSString *const kDomain = @"DDDomain";\n'
              "extern NSString * const kKey;\n"
              "unsigned long long const kMaxSize = 1024;\n"
              "char * const * pp;\n"
              "static NSThread *thread;\n"
              "int a = 1, *const b = &a;\n")
    chunks = chunk_file("DDFileLogger.m", source, "objc")
    assert [(c.kind, c.name) for c in chunks] == [
        ("constant", "kDomain"), ("constant", "kKey"), ("constant", "kMaxSize"),
        ("variable", "pp"), ("variable", "thread"), ("variable", "a"), ("constant", "b")]


def test_objective_c_conditional_groups_that_split_braces_keep_the_implementation() -> None:
    # CocoaLumberjack's DDLog.m: `#if TARGET_OS_SIMULATOR` / `if (@available(iOS 17, *)) {` /
    # `#endif` … `#if TARGET_OS_IPHONE && TARGET_OS_SIMULATOR` / `}` / `#endif` put the whole
    # `@implementation DDLog` in an error: its methods had no class, two were functions named
    # `aClass` and `forClassWithName`, and the ones after them were no chunks. C's and C++'s
    # parses were retried with such groups blanked; Objective-C's were not.
    source = ("@implementation DDLog\n\n"
              "+ (BOOL)isRegisteredClass:(Class)class {\n"
              "#if TARGET_OS_IPHONE\n#if TARGET_OS_SIMULATOR\n"
              "    if (@available(iOS 17, *)) {\n"
              "#endif\n"
              "        return getter(class);\n"
              "#if TARGET_OS_SIMULATOR\n"
              "    } else {\n"
              "#endif\n#endif\n"
              "#if !TARGET_OS_IPHONE || TARGET_OS_SIMULATOR\n"
              "        return respondsTo(class);\n"
              "#endif\n"
              "#if TARGET_OS_IPHONE && TARGET_OS_SIMULATOR\n"
              "    }\n"
              "#endif\n"
              "}\n\n"
              "+ (void)setLevel:(DDLogLevel)level forClass:(Class)aClass {\n"
              "    [aClass ddSetLogLevel:level];\n}\n\n"
              "- (void)lt_flush {\n    [self flush];\n}\n\n@end\n")
    chunks = chunk_file("DDLog.m", source, "objc")
    assert [(c.kind, c.qualified) for c in chunks] == [
        ("class", "DDLog"), ("method", "DDLog.isRegisteredClass:"),
        ("method", "DDLog.setLevel:forClass:"), ("method", "DDLog.lt_flush")]


def test_a_c_family_deprecation_after_the_name_is_read() -> None:
    # CocoaLumberjack's `- (void)rollLogFile __attribute__((deprecated("Use
    # -rollLogFileWithCompletionBlock:")));` and Apple's `DEPRECATED_MSG_ATTRIBUTE("…")`:
    # the attribute after the name, before the `;`, was not read.
    header = ("@interface DDFileLogger : NSObject\n"
              "- (void)rollLogFile __attribute__((deprecated(\"Use -rollLogFileWithCompletionBlock:\")));\n"
              "@property (nonatomic) int old DEPRECATED_MSG_ATTRIBUTE(\"Use young\");\n"
              "- (void)flush;\n@end\n"
              "int dd_open(void) __attribute__((deprecated));\n")
    chunks = chunk_file("DDFileLogger.h", header, "objc")
    assert [(c.name, c.doc) for c in chunks][1:] == [
        ("rollLogFile", "Deprecated: Use -rollLogFileWithCompletionBlock:."),
        ("old", "Deprecated: Use young."), ("flush", ""), ("dd_open", "Deprecated.")]


def test_a_c_function_inside_an_objective_c_implementation_is_no_method() -> None:
    # CocoaLumberjack's DDLog.m defines `NSString *DDExtractFileNameWithoutExtension(…)` and
    # `static BOOL _nullable_strings_equal(…)` inside `@implementation`: C functions, called
    # without a receiver, were `method DDLog.DDExtractFileNameWithoutExtension`.
    source = ("@implementation DDLog\n- (void)flush {\n}\n"
              "NSString *DDExtractFileNameWithoutExtension(const char *filePath, BOOL copy) {\n"
              "    return nil;\n}\n@end\n")
    chunks = chunk_file("DDLog.m", source, "objc")
    assert [(c.kind, c.qualified) for c in chunks] == [
        ("class", "DDLog"), ("method", "DDLog.flush"),
        ("function", "DDExtractFileNameWithoutExtension")]


def test_objective_c_selectors_show_no_arguments() -> None:
    from codesift.address import hit_label
    from codesift.model import Hit

    def label(symbol: str, signature: str) -> str:
        return hit_label(Hit(path="AFCache.m", line=1, end_line=3, kind="method", symbol=symbol,
                             container="AFCache", signature=signature, doc="", lang="objc",
                             score=1.0))

    assert label("removeImageWithIdentifier:", "- (BOOL)removeImageWithIdentifier:(NSString *)identifier") \
        == "method AFCache.removeImageWithIdentifier:"
    assert label("addImage:withIdentifier:", "- (void)addImage:(UIImage *)image withIdentifier:(NSString *)identifier") \
        == "method AFCache.addImage:withIdentifier:"


def test_objective_c_quick_specta_and_kiwi_specs_are_suites_and_cases() -> None:
    # Mantle's nine Quick specs (`QuickSpecBegin(MTLModelSpec)` / `it(@"…", ^{ … });` /
    # `QuickSpecEnd`) were each one whole-file chunk summarised "Mantle" (MTLJSONAdapterSpec.m:
    # 700 lines, 4 chunks): the grammar read the opening macro and the first case as one error.
    # Suites, cases and hooks are named as in Swift's Quick specs; a suite's `__block` fixture
    # is no chunk, and a comment above a case is its doc.
    quick = ('#import <Quick/Quick.h>\n\nQuickSpecBegin(MTLModelSpec)\n\n'
             'it(@"should not loop infinitely", ^{\n\texpect(@1).to(equal(@1));\n});\n\n'
             'describe(@"merging", ^{\n\t__block MTLTestModel *target;\n\n'
             '\tbeforeEach(^{\n\t\ttarget = [[MTLTestModel alloc] init];\n\t});\n\n'
             '\tcontext(@"with nil", ^{\n\t\t// Regression for #12.\n'
             '\t\tit(@"should not crash", ^{\n\t\t\t[target mergeValueForKey:nil fromModel:nil];\n'
             '\t\t});\n\t});\n});\n\nQuickSpecEnd\n')
    found = {(c.kind, c.qualified): (c.start, c.end, c.signature, c.doc)
             for c in chunk_file("MantleTests/MTLModelSpec.m", quick, "objc")}
    assert found == {
        ("function", "should not loop infinitely"):
            (5, 7, 'it(@"should not loop infinitely")', ""),
        ("namespace", "merging"): (9, 22, 'describe(@"merging")', ""),
        ("function", "merging.beforeEach"): (12, 14, "beforeEach()", ""),
        ("namespace", "merging.with nil"): (16, 21, 'context(@"with nil")', ""),
        ("function", "merging.with nil.should not crash"):
            (18, 20, 'it(@"should not crash")', "Regression for #12."),
    }, found
    # Specta's and Kiwi's spellings; a spec's C declarations outside it stay.
    specta = ('static NSString * const MTLKey = @"key";\n\nSpecBegin(Thing)\n\n'
              'describe(@"thing", ^{\n\tit(@"works", ^{\n\t});\n});\n\nSpecEnd\n')
    assert [(c.kind, c.qualified) for c in chunk_file("ThingSpec.m", specta, "objc")] == [
        ("constant", "MTLKey"), ("namespace", "thing"), ("function", "thing.works")]
    kiwi = ('SPEC_BEGIN(ThingSpec)\n\ndescribe(@"Thing", ^{\n\tcontext(@"when new", ^{\n'
            '\t\tit(@"is empty", ^{\n\t\t});\n\t});\n});\n\nSPEC_END\n')
    assert [c.qualified for c in chunk_file("ThingSpec.m", kiwi, "objc")] == [
        "Thing", "Thing.when new", "Thing.when new.is empty"]


def test_a_category_is_named_by_its_class_and_category() -> None:
    # SDWebImage's 14 categories of `UIImage` were each named `UIImage`: a question saying
    # "UIImages" had 17 hits of that name first. The runtime writes a category's methods
    # `-[UIImage(MemoryCacheCost) sd_memoryCost]`, as their container is named here.
    header = ("/// UIImage category for memory cache cost.\n"
              "@interface UIImage (MemoryCacheCost)\n"
              "@property (assign, nonatomic) NSUInteger sd_memoryCost;\n@end\n")
    chunks = chunk_file("UIImage+MemoryCacheCost.h", header, "objc")
    assert [(c.kind, c.name, c.container) for c in chunks] == [
        ("class", "UIImage(MemoryCacheCost)", ""),
        ("property", "sd_memoryCost", "UIImage(MemoryCacheCost)")]
    source = ("@implementation UIImage (Metadata)\n- (BOOL)sd_isAnimated {\n    return NO;\n}\n"
              "@end\n\n@interface SDImageCache ()\n@property (nonatomic) int count;\n@end\n\n"
              "@interface SDImageCache : NSObject <SDImageCache>\n@end\n")
    assert [(c.kind, c.name) for c in chunk_file("x.m", source, "objc") if c.kind == "class"] == [
        ("class", "UIImage(Metadata)"), ("class", "SDImageCache"), ("class", "SDImageCache")]
