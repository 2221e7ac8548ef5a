"""The tournament director's page (tournament.html): views, browser storage, page wiring."""
