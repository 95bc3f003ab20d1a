"""An OpenAPI annotation's summary is an undocumented Java method's doc (`java_operations.py`)."""
from __future__ import annotations

from codesift.chunk import chunk_file

# eladmin's AuthController, cut down: Swagger 2's annotations, no Javadoc on a method.
CONTROLLER = """@RestController
@RequestMapping("/auth")
public class AuthController {
    @Log("用户登录")
    @ApiOperation("登录授权")
    @AnonymousPostMapping(value = "/login")
    public ResponseEntity<Object> login(@RequestBody AuthUserDto authUser) { return null; }

    @ApiOperation(value = "Get the user's \\"info\\"", notes = "needs a token")
    @GetMapping(value = "/info")
    public ResponseEntity<UserDetails> getUserInfo() { return null; }

    /** Logs the user out. */
    @io.swagger.v3.oas.annotations.Operation(summary = "Log out")
    public void logout() {}

    @Operation(description = "Lists the users")
    public void list() {}

    @ApiOperation(NAME + " query")
    public void query() {}
}
"""


def test_an_operation_annotation_documents_a_method_no_comment_documents() -> None:
    docs = {c.name: c.doc for c in chunk_file("AuthController.java", CONTROLLER, "java")}
    assert docs == {"AuthController": "", "login": "登录授权", "getUserInfo": "Get the user's \"info\"",
                    "logout": "Logs the user out.", "list": "Lists the users", "query": ""}
