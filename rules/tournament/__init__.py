"""Club play: tournament logic (club rules 6-10, local tournament rules 1-5).

Pure Python, no browser imports. ``seating`` (R-ROUND, R-SEATS), ``pairing``
(R-PAIRING), ``sheet`` (R-SHEET, R-SCORE, R-NO-MELD, R-PLACEMENT per game),
``standings`` (R-STANDINGS), ``final`` (R-FINAL), ``model`` (the whole
tournament as pydantic models, versioned JSON), ``director`` (what the
tournament director does, step by step), ``export`` (CSV), ``messages`` (de/en).
"""
