"""View layer: pure functions that turn the session's view model into HTML
(testable in CPython); only ``screen`` and ``effects`` touch the browser."""
