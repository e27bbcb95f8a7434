// Replaced by the diff tests.
