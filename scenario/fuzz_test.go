package scenario_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"evergreen/scenario"
)

// FuzzScenario feeds arbitrary scenario files to the runner: it must never
// panic, and must either run (exit 0 or 1, with output) or refuse the
// input with an error (exit 2).
func FuzzScenario(f *testing.F) {
	files, _ := filepath.Glob("../testdata/scenarios/*.json")
	for _, name := range files {
		if strings.HasSuffix(name, ".golden.json") || strings.Contains(name, "autoplay") || strings.Contains(name, "shared-year") {
			continue // full years are too slow for fuzzing
		}
		if data, err := os.ReadFile(name); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte(`{"game":"nobles","houses":["A",{"name":"B","virtue":null}],"dice":[6,6],"moves":[{"seat":0,"move":"roll"},{"seat":0,"move":"choose","option":1}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if strings.Contains(string(data), "autoplay") {
			return // a whole year per input would starve the fuzzer
		}
		out, code, err := scenario.Run(games, data)
		switch code {
		case scenario.ExitOK, scenario.ExitIllegal:
			if err != nil || out == nil {
				t.Fatalf("exit %d with err %v out %v", code, err, out)
			}
			if (code == scenario.ExitOK) != out.OK || (out.Error == nil) != out.OK {
				t.Fatalf("exit %d but ok=%v error=%v", code, out.OK, out.Error)
			}
		case scenario.ExitBadInput:
			if err == nil || err.Error() == "" {
				t.Fatal("bad input without an error message")
			}
		default:
			t.Fatalf("exit code %d", code)
		}
	})
}
