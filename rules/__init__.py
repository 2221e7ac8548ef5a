"""Rummikub rules engine: pure Python, runs in CPython and Pyodide alike (no browser imports)."""
