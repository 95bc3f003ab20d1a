"""An init script's header for its init system, which no summary reads (``summary.py``): the
LSB header of a SysV script, its description alone kept, and the rcorder lines of a BSD rc.d
script.

>>> rcorder_out("#!/bin/sh\\n# PROVIDE: lldap\\n# REQUIRE: DAEMON\\n# Runs lldap.\\n")
'#!/bin/sh\\n# Runs lldap.\\n'
"""
from __future__ import annotations

import re

from ..regex_cache import compiled

# An init script's LSB header (`### BEGIN INIT INFO` / `# Provides: miniflux` / `# Required-
# Start: $syslog` / … / `# Short-Description: A rss reader` / `### END INIT INFO`): fields for
# the init system, whose description alone says what the script is. miniflux's, wagtail's and
# memcached's SysV scripts were summarised "BEGIN INIT INFO".
_INIT_INFO = compiled(r"^#+[ \t]*BEGIN INIT INFO[ \t]*\r?\n((?:#(?![ \t]*#*[ \t]*END INIT INFO)"
                      r"[^\n]*\n)*+)#+[ \t]*END INIT INFO[^\n]*", re.M)
_INIT_DESCRIPTION = compiled(r"^#[ \t]*(?:Short-Description|Description):[ \t]*(\S[^\n]*)", re.M)


def init_info_out(text: str) -> str:
    """``text`` with its LSB init header, if any, left as the comment of its description
    (``Short-Description`` before ``Description``), or none.

    >>> init_info_out("#!/bin/sh\\n### BEGIN INIT INFO\\n# Provides: x\\n"
    ...               "# Short-Description: A rss reader\\n### END INIT INFO\\necho\\n")
    '#!/bin/sh\\n# A rss reader\\necho\\n'
    """
    if "INIT INFO" not in text[:20_000]:
        return text
    header = _INIT_INFO.search(text, 0, 20_000)
    if header is None:
        return text
    fields = {m[0].split(":")[0].strip("# \t"): m[1].strip()
              for m in _INIT_DESCRIPTION.finditer(header[1])}
    said = fields.get("Short-Description") or fields.get("Description")
    return text[:header.start()] + (f"# {said}" if said else "") + text[header.end():]


# A BSD rc.d script's lines for rcorder(8), which orders the scripts at boot: `# PROVIDE:
# lldap`, `# REQUIRE: DAEMON NETWORKING`, `# BEFORE: LOGIN`, `# KEYWORD: shutdown` (NetBSD's,
# FreeBSD's, DragonFly's; OpenBSD has none). lldap's rc.d_lldap was summarised "PROVIDE: lldap".
_RCORDER = compiled(r"^#[ \t]*(?:PROVIDE|REQUIRE|BEFORE|KEYWORD):[^\n]*\n?", re.M)


def rcorder_out(text: str) -> str:
    """``text`` without its rcorder lines (``_RCORDER``), when its head holds a `# PROVIDE:`:
    the comment below them, if any, says what the script is."""
    head = text[:20_000]
    if "PROVIDE:" not in head:
        return text
    return _RCORDER.sub("", head) + text[20_000:]
