"""`python -m rules`: the batch CLI and one-shot forms (rules/cli.py)."""

import sys

from rules.cli import main

sys.exit(main())
