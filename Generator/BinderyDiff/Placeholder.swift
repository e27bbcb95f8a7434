// Replaced by the diff engine.
