"""``python -m codesift`` runs the CLI."""
from .cli import run

run()
