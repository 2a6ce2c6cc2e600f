package evergreenui

import (
	"bytes"
	"io/fs"
	"slices"
	"strings"
	"time"
)

// overlay is an fs.FS that adds one file at the root of another. It lets
// the renderer's assets serve words.json straight from package content:
// go:embed cannot reach a sibling package's files, and a copy checked
// into assets/ could drift from the one the terminal reads.
type overlay struct {
	fs.FS
	name string // a file name at the root, no slashes
	data []byte
}

// Open opens the added file by its name, and anything else from the
// underlying tree.
func (o overlay) Open(name string) (fs.File, error) {
	if name == o.name {
		return &memFile{Reader: bytes.NewReader(o.data), info: memInfo{name: o.name, size: int64(len(o.data))}}, nil
	}
	return o.FS.Open(name)
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
// (like the embedded files beside it).
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
