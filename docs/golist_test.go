package docs_test

import (
	"encoding/json"
	"errors"
	"io"
	"os/exec"
	"strings"
	"sync"
	"testing"
)

// The module's path: every Evergreen import begins with it.
const module = "evergreen"

// pkg is one of the module's packages as go list describes it: its path
// inside the module ("table", "games/nobles/noblesweb"), the Evergreen
// packages its non-test files import (paths inside the module too),
// whether it imports anything from outside the module and the standard
// library, whether all it has besides tests is a package comment, and
// whether it is test support: a package no non-test file of the module
// imports (the conformance suites, the test game, the browser tests'
// helpers), which may reach up the layers as tests do.
type pkg struct {
	Path     string
	Imports  []string
	Outside  bool
	DocOnly  bool
	TestOnly bool
	Support  bool
}

var (
	listOnce sync.Once
	listed   []pkg
	listErr  error
)

// packages lists the module's packages once per test binary, with
// `go list -json ./...` run at the module root.
func packages(t *testing.T) []pkg {
	t.Helper()
	if testing.Short() {
		t.Skip("runs go list")
	}
	listOnce.Do(func() { listed, listErr = goList() })
	if listErr != nil {
		t.Fatal(listErr)
	}
	return listed
}

func goList() ([]pkg, error) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		return nil, errors.New("no go command on PATH to list the packages with")
	}
	cmd := exec.Command(goTool, "list", "-json", "./...")
	cmd.Dir = ".."
	out, err := cmd.Output()
	if err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			return nil, errors.New("go list -json ./...: " + err.Error() + "\n" + string(ee.Stderr))
		}
		return nil, err
	}
	var pkgs []pkg
	dec := json.NewDecoder(strings.NewReader(string(out)))
	for {
		var p struct {
			ImportPath  string
			Name        string
			GoFiles     []string
			Imports     []string
			TestGoFiles []string
		}
		if err := dec.Decode(&p); err == io.EOF {
			break
		} else if err != nil {
			return nil, errors.New("reading go list's output: " + err.Error())
		}
		q := pkg{Path: inModule(p.ImportPath), DocOnly: len(p.GoFiles) == 1 && p.GoFiles[0] == "doc.go", TestOnly: len(p.GoFiles) == 0,
			Support: p.Name != "main"}
		for _, imp := range p.Imports {
			switch {
			case inModule(imp) != "":
				q.Imports = append(q.Imports, inModule(imp))
			case strings.Contains(strings.Split(imp, "/")[0], "."):
				q.Outside = true
			}
		}
		pkgs = append(pkgs, q)
	}
	imported := map[string]bool{}
	for _, p := range pkgs {
		for _, imp := range p.Imports {
			imported[imp] = true
		}
	}
	for i := range pkgs {
		pkgs[i].Support = pkgs[i].Support && !imported[pkgs[i].Path]
	}
	return pkgs, nil
}

// inModule is path inside the module ("" for a path outside it).
func inModule(path string) string {
	if rest, ok := strings.CutPrefix(path, module+"/"); ok {
		return rest
	}
	return ""
}

// folder is the top folder a package lives in: "games" for every game,
// "table" for table.
func folder(path string) string {
	top, _, _ := strings.Cut(path, "/")
	return top
}
