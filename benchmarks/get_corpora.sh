#!/bin/sh
# Fetch the large benchmark corpora from the package registry with pip's ordinary client and
# extract them where benchmarks/bench.py looks by default ($CODESIFT_BENCH_DATA).
#
#   django/  the Django 5.2.19 source distribution (~2,800 .py files, ~42k chunks)
#   large/   django/ + sympy 1.14.0 + SQLAlchemy 2.1.9 sdists side by side, one folder each:
#            real, unrelated code bases in one tree, for the 100k-chunk query target
#
# Versions are pinned so every run indexes the same bytes. Django 5.2 is the newest line that
# still installs on Python 3.11.
set -eu

DATA=${CODESIFT_BENCH_DATA:-${TMPDIR:-/tmp}/codesift-bench}
PIP=${PIP:-$(dirname "$0")/../.venv/bin/pip}
PACKAGES="django==5.2.19 sympy==1.14.0 sqlalchemy==2.1.9"

mkdir -p "$DATA/sdists"
# --no-binary asks for the source distribution (tests and docs included), not a wheel. It names
# the three packages, not :all:, because pip passes it on to the build environment it makes to
# read an sdist's metadata, where :all: would compile SQLAlchemy's Cython from source (minutes).
"$PIP" download --quiet --no-deps --no-binary django,sympy,sqlalchemy -d "$DATA/sdists" $PACKAGES

extract() {  # extract NAME-VERSION DEST: that archive's single top folder becomes DEST
    # Registries differ in the case of an sdist's name (Django-5.2.19.tar.gz, django-...).
    archive=$(find "$DATA/sdists" -maxdepth 1 -iname "$1.tar.gz" | head -n 1)
    [ -n "$archive" ] || { echo "get_corpora.sh: no $1.tar.gz in $DATA/sdists" >&2; exit 1; }
    rm -rf "$2"
    mkdir -p "$2"
    tar -xzf "$archive" -C "$2" --strip-components=1
}

extract django-5.2.19 "$DATA/django"
rm -rf "$DATA/large"
extract django-5.2.19 "$DATA/large/django"
extract sympy-1.14.0 "$DATA/large/sympy"
extract sqlalchemy-2.1.9 "$DATA/large/sqlalchemy"
echo "corpora ready in $DATA: django/ large/"
