"""What a license header looks like: its first lines (``LICENSE``), a license's title alone on
a comment's line (``LICENSE_TITLE``), a license's own words (``LICENSE_TEXT``, stricter) and a
`@copyright` tag (``COPYRIGHT_TAG``). A header is no doc and no summary: ``doctext.py``,
``summary.py``, ``filedoc.py``, ``runon.py`` and ``filekinds.py`` pass over what these match.

>>> bool(LICENSE.search("Copyright (c) 2021 Jane Doe")), bool(LICENSE.search("A copy of it"))
(True, False)
"""
from __future__ import annotations

import re

from codesift.regex_cache import compiled

# The Apache header's "Licensed to the Apache Software Foundation (ASF) under one or more"
# leads every file of an Apache project (commons-lang's 18 package-info.java summaries).
_FOUNDATION = r"|\blicensed to the [^\n]{0,60}?\bfoundation\b"
# The header Symfony's, PHPUnit's, Monolog's and Carbon's files open with: "This file is part
# of the Carbon package. (c) Brian Nesbitt <…> For the full copyright and license information,
# please view the LICENSE file…" (Carbon's 94 namespaces had it for their doc).
_PACKAGE_NOTICE = r"|\bfor the full copyright and license information\b"
# The first line of a license header; "(c)" before a year, or before a name and a year, or
# opening a line before a name (pry's `# (C) John Mair (banisterfiend) 2010` / `# MIT
# License` summarised lib/pry.rb, and `# (C) John Mair (banisterfiend)` its bin/pry). The
# REUSE header's first line is `SPDX-FileCopyrightText: © 2017 …`, no word "copyright" (a
# letter runs before it): badger's Makefile and .proto files were summarised by it.
_SPDX = r"spdx-(?:license-identifier|filecopyrighttext|filecontributor)"
# A reST docinfo field, `:license: BSD, see LICENSE for more details.` under pint's, babel's and
# pygments' `:copyright:` line (pint's babel_names.py, whose docstring is a title and the two,
# was summarised by it).
# The marker opening the header Mojo's license-maven-plugin writes (`#%L` / project name / `%%` /
# `Copyright (C) …` / `#L%`): its project name came before the copyright line, and JSqlParser's
# 286 `.sql` fixtures and its 14,157-line `.jjt` grammar were summarised "#%L".
_MAVEN_HEADER = r"|(?<![^\s*/#])#%L(?!\S)"
# A header with no copyright line names its license so: secp256k1's box, `* Distributed under
# the MIT software license, see the accompanying *`, CMake's modules' `# Distributed under the
# OSI-approved BSD 3-Clause License.`, nng's `# This software is supplied under the terms of
# the MIT License, a`.
_DISTRIBUTED = r"|\b(?:distributed|supplied)\s+under\s+the\b[^\n]{0,40}?\blicen[cs]e\b"
# The GNU licenses' notice, "<Program> is free software: you can redistribute it and/or modify
# it under the terms of the GNU General Public License" (`;` in its older form), has no
# copyright line of its own: three of NewPipe's Javadocs over a class hold it under "X.java is
# part of NewPipe.", and SelectChannelFragment's doc read so.
_GNU_NOTICE = r"|\bis free software[;:,]?[\s*/#]+you[\s*/#]+can[\s*/#]+redistribute\b"
LICENSE = compiled(r"\b(?:copyright|licensed under|" + _SPDX + r"|all rights reserved"
                   r"|this (?:source )?file is (?:a )?part of)\b|\(c\)\s*(?:[^\n]{0,60}?\b)?(?:19|20)\d\d\b"
                   r"|^[^\w(]*\(c\)\s+(?-i:[A-Z])|(?<![\w:]):licen[cs]e:" + _FOUNDATION + _MAVEN_HEADER
                   + _DISTRIBUTED + _GNU_NOTICE,
                   re.I)
# A license's title alone on a comment's line, a header's first (`/*` / ` * The MIT License`
# / ` *` / ` * Copyright (c) 2021, …`): easy-rules' package-info.java files were summarised
# "The MIT License" over the package's Javadoc. Only in a comment (``_summary`` tells): a
# LICENSE file's own title says what it is. A project's own license is titled so in capitals:
# pexpect's 38 modules' docstrings open `PEXPECT LICENSE` / `This license is approved by the
# OSI…` / `Copyright (c) 2012, …`.
LICENSE_TITLE = compiled(r"(?:#+|//+|--|;+|/?\*+|%+)?[ \t]*(?:(?:the[ \t]+)?(?:MIT|ISC|BSD|Apache|GNU"
                          r"|Mozilla|Eclipse|Boost|zlib)\b[^\n]{0,40}?\blicen[cs]e\b"
                          r"|(?-i:[A-Z][A-Z\d.+-]*(?:[ \t]+[A-Z][A-Z\d.+-]*){0,2}[ \t]+LICEN[CS]E\b))"
                          r"(?:[ \t]*\([\w. -]*\))?[ \t.]*(?:\*/)?", re.I)
# A license's own words, stricter than ``LICENSE``: a doc may speak of "the copyright notice".
LICENSE_TEXT = compiled(r"\bcopyright\s+(?:\(c\)|©|\d{4})|\blicensed under\b|" + _SPDX
                         + r"|\ball rights reserved\b" + _FOUNDATION + _PACKAGE_NOTICE + _GNU_NOTICE,
                         re.I)
# A `@copyright` block tag (PHPDoc's, JSDoc's) at a line's start: a copyright is a file's,
# so only a file header carries one, whatever its other lines say. Mockery's header,
# `Mockery (https://docs.mockery.io/)` over `@copyright https://…/COPYRIGHT.md` and `@license
# https://…/LICENSE`, names no year and no "(c)": its 88 namespaces read "Mockery
# (https://docs.mockery.io/)". Not `@license`: a declaration's doc may cite the license of
# code it borrows (psr7's `Rfc7230.HEADER_REGEX`, "based on amphp/http", `@license …`).
COPYRIGHT_TAG = compiled(r"^[ \t]*(?:/?\*+|//+|#+)?[ \t]*@copyright\b", re.M)
