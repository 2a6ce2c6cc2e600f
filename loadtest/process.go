package loadtest

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"
)

// Process is an `evergreen serve` child process.
type Process struct {
	Base string
	Cmd  *exec.Cmd
}

// StartServer runs binary serve on a free loopback port over the SQLite
// file data and waits until it is listening. Extra args go to serve.
func StartServer(ctx context.Context, binary, data string, log io.Writer, extra ...string) (*Process, error) {
	args := append([]string{"serve", "-addr", "127.0.0.1:0", "-data", data}, extra...)
	cmd := exec.CommandContext(ctx, binary, args...)
	if log == nil {
		log = io.Discard
	}
	cmd.Stderr = log
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	ready := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			line := sc.Text()
			if i := strings.Index(line, "http://"); i >= 0 {
				addr := strings.Fields(line[i:])[0]
				select {
				case ready <- addr:
				default:
				}
			}
		}
	}()
	select {
	case addr := <-ready:
		return &Process{Base: addr, Cmd: cmd}, nil
	case <-time.After(30 * time.Second):
		cmd.Process.Kill()
		return nil, fmt.Errorf("the server did not start listening within 30 s")
	}
}

// Kill ends the process at once (SIGKILL: no clean shutdown).
func (p *Process) Kill() error {
	err := p.Cmd.Process.Kill()
	p.Cmd.Wait()
	return err
}

// RSS returns the resident memory of the process in bytes (Linux).
func (p *Process) RSS() (int64, error) {
	f, err := os.Open(fmt.Sprintf("/proc/%d/status", p.Cmd.Process.Pid))
	if err != nil {
		return 0, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "VmRSS:"); ok {
			kb, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
			return kb * 1024, err
		}
	}
	return 0, fmt.Errorf("no VmRSS in /proc status")
}
