package jobs

import (
	"syscall"
	"unsafe"
)

// schedIdle is Linux's SCHED_IDLE policy: a thread under it runs only
// when no other thread wants the core.
const schedIdle = 5

// lowerThread gives the calling thread (locked to its goroutine) the
// lowest priority an unprivileged process may take: the idle policy and
// nice 19 (where the idle policy is refused). Threads and processes it
// starts inherit both.
func lowerThread() {
	tid := syscall.Gettid()
	_ = syscall.Setpriority(syscall.PRIO_PROCESS, tid, 19)
	var param struct{ priority int32 } // struct sched_param
	_, _, _ = syscall.RawSyscall(syscall.SYS_SCHED_SETSCHEDULER, uintptr(tid), schedIdle, uintptr(unsafe.Pointer(&param)))
}
