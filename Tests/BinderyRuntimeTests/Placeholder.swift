// Replaced by the runtime tests.
