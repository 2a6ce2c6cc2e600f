package game_test

import (
	"io/fs"
	"testing"
	"testing/fstest"

	"evergreen/game"
)

// WithFile adds its file at the root, replaces one of the same name, and
// stays a well-behaved fs.FS (fstest.TestFS: Open, ReadDir, Stat, Glob
// and Seek all agree).
func TestWithFile(t *testing.T) {
	base := fstest.MapFS{
		"renderer.js": {Data: []byte("export {};")},
		"words.json":  {Data: []byte(`{"stale":true}`)},
		"sub/a.js":    {Data: []byte("a")},
	}
	fsys := game.WithFile(base, "words.json", []byte(`{"fresh":true}`))
	if err := fstest.TestFS(fsys, "renderer.js", "words.json", "sub/a.js"); err != nil {
		t.Fatal(err)
	}
	got, err := fs.ReadFile(fsys, "words.json")
	if err != nil || string(got) != `{"fresh":true}` {
		t.Errorf("words.json = %q, %v; want the added file", got, err)
	}
	list, err := fs.ReadDir(fsys, ".")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, d := range list {
		if d.Name() == "words.json" {
			n++
		}
	}
	if n != 1 {
		t.Errorf("the root lists words.json %d times, want once", n)
	}
	fsys = game.WithFile(base, "new.json", []byte("{}"))
	if _, err := fs.Stat(fsys, "new.json"); err != nil {
		t.Errorf("a file the tree lacks is not added: %v", err)
	}
}
