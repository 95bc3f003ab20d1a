"""An ASP.NET Core endpoint's OpenAPI summary is its doc when no comment gives one
(chunk/aspnet_summaries.py), as a Java method's `@ApiOperation` is."""
from __future__ import annotations

from codesift.chunk import chunk_file

# CleanArchitecture's src/Web/Endpoints/TodoItems.cs, cut down, and Swashbuckle's forms.
ENDPOINTS = '''namespace CleanArchitecture.Web.Endpoints;

public class TodoItems : IEndpointGroup
{
    [EndpointSummary("Create a new Todo Item")]
    [EndpointDescription("Creates a new todo item using the provided details.")]
    public static async Task<Created<int>> CreateTodoItem(ISender sender, CreateTodoItemCommand command)
    {
        return TypedResults.Created($"/{nameof(TodoItems)}/{id}", await sender.Send(command));
    }

    [EndpointDescription("Deletes the todo item.")]
    public static async Task<NoContent> DeleteTodoItem(ISender sender, int id) => TypedResults.NoContent();

    /// <summary>Lists the items of a list.</summary>
    [EndpointSummary("List items")]
    public static Task<List<TodoItemDto>> ListItems(ISender sender) => sender.Send(new GetItems());

    [EndpointSummary(Summaries.Get)]
    public static Task<TodoItemDto> GetItem(ISender sender, int id) => sender.Send(new GetItem(id));
}

[Route("users")]
public class UsersController : Controller
{
    [HttpGet("{id}")]
    [SwaggerOperation(Summary = "Get a user", Description = "Returns the user of an id.")]
    public Task<User> Get(Guid id) => _users.GetAsync(id);

    [SwaggerOperation("Delete a user", "Deletes the user and their keys.")]
    public Task Delete(Guid id) => _users.DeleteAsync(id);
}
'''


def test_an_endpoint_s_openapi_summary_is_its_doc() -> None:
    chunks = chunk_file("src/Web/Endpoints/TodoItems.cs", ENDPOINTS, "csharp")
    docs = {(c.kind, c.name): c.doc for c in chunks}
    assert docs[("method", "CreateTodoItem")] == "Create a new Todo Item"
    # A description when no summary is given.
    assert docs[("method", "DeleteTodoItem")] == "Deletes the todo item."
    # A comment over the attributes stays the doc.
    assert docs[("method", "ListItems")] == "Lists the items of a list."
    # A constant says nothing a search reads.
    assert docs[("method", "GetItem")] == ""
    assert docs[("method", "Get")] == "Get a user"
    assert docs[("method", "Delete")] == "Delete a user"
    # The action's route is documented alike.
    assert docs[("function", "/users/{id}")] == "Get a user"
