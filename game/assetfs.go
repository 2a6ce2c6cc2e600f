package game

import (
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"slices"
	"strings"
	"time"
)

// WithFile returns fsys with one more file at its root: name, holding
// data (it replaces a file of that name). A Renderer uses it to serve,
// beside its embedded assets, a file whose one source is a Go package
// elsewhere: go:embed cannot reach a sibling package's files, and a copy
// checked into assets/ could drift from the one the terminal reads (both
// games serve their wording table, content.Words, as words.json so).
// name must be a plain file name, no slashes.
func WithFile(fsys fs.FS, name string, data []byte) fs.FS {
	return overlay{FS: fsys, name: name, data: data}
}

// overlay is WithFile's fs.FS.
type overlay struct {
	fs.FS
	name string
	data []byte
}

// Open opens the added file by its name, and anything else from the
// underlying tree.
func (o overlay) Open(name string) (fs.File, error) {
	if name == o.name {
		return &memFile{Reader: bytes.NewReader(o.data), info: memInfo{name: o.name, size: int64(len(o.data))}}, nil
	}
	f, err := o.FS.Open(name)
	if err != nil || name != "." {
		return f, err
	}
	d, ok := f.(fs.ReadDirFile)
	if !ok {
		f.Close()
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrInvalid}
	}
	return &rootDir{ReadDirFile: d, o: o}, nil
}

// rootDir is the root, open: reading it lists the added file too, as
// ReadDir does.
type rootDir struct {
	fs.ReadDirFile
	o    overlay
	list []fs.DirEntry // nil until first read
	at   int
}

func (d *rootDir) ReadDir(n int) ([]fs.DirEntry, error) {
	if d.list == nil {
		list, err := d.o.ReadDir(".")
		if err != nil {
			return nil, err
		}
		d.list = list
	}
	rest := d.list[d.at:]
	if n <= 0 {
		d.at = len(d.list)
		return rest, nil
	}
	if len(rest) == 0 {
		return nil, io.EOF
	}
	rest = rest[:min(n, len(rest))]
	d.at += len(rest)
	return rest, nil
}

// ReadDir lists the added file with the root's others, so that fs.Glob
// and fs.WalkDir see it too.
func (o overlay) ReadDir(name string) ([]fs.DirEntry, error) {
	list, err := fs.ReadDir(o.FS, name)
	if err != nil || name != "." {
		return list, err
	}
	list = slices.DeleteFunc(list, func(d fs.DirEntry) bool { return d.Name() == o.name })
	list = append(list, fs.FileInfoToDirEntry(memInfo{name: o.name, size: int64(len(o.data))}))
	slices.SortFunc(list, func(a, b fs.DirEntry) int { return strings.Compare(a.Name(), b.Name()) })
	return list, nil
}

// memFile is the added file, open. It can Seek, which http.FileServerFS
// needs to serve ranges and sniff types.
type memFile struct {
	*bytes.Reader
	info memInfo
}

func (f *memFile) Stat() (fs.FileInfo, error) { return f.info, nil }
func (f *memFile) Close() error               { return nil }

// memInfo describes the added file: read-only, no modification time
// (like embedded files).
type memInfo struct {
	name string
	size int64
}

func (i memInfo) Name() string       { return i.name }
func (i memInfo) Size() int64        { return i.size }
func (i memInfo) Mode() fs.FileMode  { return 0o444 }
func (i memInfo) ModTime() time.Time { return time.Time{} }
func (i memInfo) IsDir() bool        { return false }
func (i memInfo) Sys() any           { return nil }

// Sub is dir of fsys, for a game's embedded browser files: an embedded
// tree always has the folder it embeds, so failing is a mistake in the
// game's code, and Sub panics naming it.
func Sub(fsys fs.FS, dir string) fs.FS {
	sub, err := fs.Sub(fsys, dir)
	if err != nil {
		panic(fmt.Sprintf("game: the embedded files have no %s: %v", dir, err))
	}
	return sub
}

// BrowserFiles is a game's browser files (Definition.Assets) as its ui
// package embeds them: the folder assets of embedded, with words.json
// beside renderer.js holding words, the game's wording table from its
// content package (the one the terminal fills too), and beside it the
// table in each other locale, words.{tag}.json from in (a content
// package's WordsIn), which the browser reads in the page's language
// (web/static/i18n.js, localTable); a table in that does not check out
// is left out, and the page reads English.
func BrowserFiles(embedded fs.FS, words []byte, tags []string, in func(tag string) ([]byte, error)) fs.FS {
	files := WithFile(Sub(embedded, "assets"), "words.json", words)
	for _, tag := range tags {
		if raw, err := in(tag); err == nil {
			files = WithFile(files, "words."+tag+".json", raw)
		}
	}
	return files
}
