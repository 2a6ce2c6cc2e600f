//go:build !linux

package jobs

// lowerThread does nothing where the standard library sets no thread's
// priority; the worker process still keeps the server's scheduler and
// heap apart from its own.
func lowerThread() {}
