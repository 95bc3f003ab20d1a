"""A Java field, its getter and its setter are one answer, so the code using it keeps a place."""
from __future__ import annotations

from pathlib import Path

from conftest import write_repo

from codesift.search.beans import bean_property

FACTORY = '''package io.example.jetty;

public class GzipHandlerFactory {

    private boolean enabled = true;

    private DataSize minimumEntitySize = DataSize.bytes(256);

    private DataSize bufferSize = DataSize.kibibytes(8);

    @JsonProperty
    public boolean isEnabled() {
        return enabled;
    }

    @JsonProperty
    public void setEnabled(boolean enabled) {
        this.enabled = enabled;
    }

    @JsonProperty
    public DataSize getMinimumEntitySize() {
        return minimumEntitySize;
    }

    @JsonProperty
    public void setMinimumEntitySize(DataSize size) {
        this.minimumEntitySize = requireNonNull(size);
    }

    @JsonProperty
    public DataSize getBufferSize() {
        return bufferSize;
    }

    @JsonProperty
    public void setBufferSize(DataSize size) {
        this.bufferSize = size;
    }

    public GzipHandler build(Handler handler) {
        final GzipHandler gzipHandler = new GzipHandler();
        gzipHandler.setHandler(handler);
        gzipHandler.setMinGzipSize((int) minimumEntitySize.toBytes());
        gzipHandler.setInflateBufferSize((int) bufferSize.toBytes());
        return gzipHandler;
    }
}
'''
SERVER = '''package io.example.server;

public class ServerFactory {
    public Handler createHandler(Handler app) {
        return gzip.build(app);
    }
}
'''


def test_a_settings_getter_and_setter_leave_the_file_a_place_for_its_use(
        tmp_path: Path, make_index) -> None:
    # dropwizard's "server.gzip.minimumEntitySize: what is the default and where is it applied
    # to Jetty's gzip handler" showed `getMinimumEntitySize` and `setMinimumEntitySize` in the
    # file's two places, and `build`, which applies the setting, fell out.
    ix = make_index(write_repo(tmp_path / "r", {
        "src/main/java/io/example/jetty/GzipHandlerFactory.java": FACTORY,
        "src/main/java/io/example/server/ServerFactory.java": SERVER}))
    ix.refresh()
    hits = ix.search("server.gzip.minimumEntitySize: what is the default and where is it "
                     "applied to the gzip handler?").hits
    names = [h.symbol for h in hits if h.path.endswith("GzipHandlerFactory.java")]
    assert "build" in names[:3]
    # One of the three stands for the property: the field, which says the default.
    assert names.count("minimumEntitySize") == 1
    assert not {"getMinimumEntitySize", "setMinimumEntitySize"} & set(names)


def test_a_bean_accessor_is_short_and_named_for_its_field() -> None:
    def method(name: str, signature: str, lines: int = 3, lang: str = "java") -> dict:
        return {"kind": "method", "lang": lang, "name": name, "signature": signature,
                "line": 10, "end": 10 + lines}

    assert bean_property(method("getURL", "public String getURL()")) == ("URL", 1)
    assert bean_property(method("isEnabled", "boolean isEnabled()")) == ("enabled", 1)
    assert bean_property(method("setSize", "void setSize(int size)")) == ("size", 2)
    # A getter taking arguments, a setter of two, a long method and a Python one are not.
    assert bean_property(method("getSize", "long getSize(T entity, Class<?> type)")) is None
    assert bean_property(method("setRange", "void setRange(int lo, int hi)")) is None
    assert bean_property(method("getConnection", "Connection getConnection()", 12)) is None
    assert bean_property(method("getSize", "def getSize(self)", lang="python")) is None
    assert bean_property(method("setTags", "void setTags(Map<String, Integer> tags)")) == ("tags", 2)


def test_an_accessor_the_query_names_stands_for_itself(tmp_path: Path, make_index) -> None:
    # retrofit's symbol query `setHost` showed the field `host` its setter folded into.
    ix = make_index(write_repo(tmp_path / "r", {
        "src/main/java/io/example/jetty/GzipHandlerFactory.java": FACTORY}))
    ix.refresh()
    first = ix.search("setMinimumEntitySize").hits[0]
    assert first.symbol == "setMinimumEntitySize"
    # Typed among other words: kryo's "setRegistrationRequired(false) + warnUnregisteredClasses".
    hits = ix.search("setMinimumEntitySize(size) + bufferSize on the factory").hits
    assert hits[0].symbol == "setMinimumEntitySize"
