package review

import (
	"runtime"
	"syscall"
)

// lowerPriority locks the calling goroutine to its thread and gives the
// thread the lowest scheduling priority (nice 19), so that a review
// worker takes a core only when the live tables leave it idle. The
// thread ends with the goroutine (it stays locked), so no other
// goroutine ever runs on it at that priority.
func lowerPriority() {
	runtime.LockOSThread()
	_ = syscall.Setpriority(syscall.PRIO_PROCESS, syscall.Gettid(), 19)
}
