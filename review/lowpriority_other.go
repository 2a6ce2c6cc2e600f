//go:build !linux

package review

// lowerPriority does nothing where threads have no priority of their
// own that the standard library can set.
func lowerPriority() {}
