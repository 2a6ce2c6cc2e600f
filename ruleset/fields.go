package ruleset

import (
	"cmp"
	"reflect"
	"slices"
	"strings"
	"sync"
	"unicode"
)

// fieldInfo is one JSON key a struct accepts.
type fieldInfo struct {
	name   string
	typ    reflect.Type // the Go field's type, pointers and all
	quoted bool         // the ",string" option applies
}

// structInfo is the set of JSON keys a struct type accepts.
type structInfo struct {
	byName map[string]*fieldInfo
	names  []string // in field order, for "did you mean" suggestions
}

var structCache sync.Map // reflect.Type → *structInfo

func structFields(t reflect.Type) *structInfo {
	if si, ok := structCache.Load(t); ok {
		return si.(*structInfo)
	}
	si, _ := structCache.LoadOrStore(t, typeFields(t))
	return si.(*structInfo)
}

// typeFields finds the keys that encoding/json decodes into struct type t,
// by the same rules: exported fields, named by their json tag or else by
// the Go name; "-" skips a field; fields of embedded structs without a tag
// are promoted, the shallowest winning and a tie between equally deep
// fields (unless exactly one is tagged) hiding both. This follows
// typeFields in encoding/json/encode.go.
func typeFields(t reflect.Type) *structInfo {
	type field struct {
		fieldInfo
		index  []int
		tagged bool
	}
	var current []field
	next := []field{{fieldInfo: fieldInfo{typ: t}}}
	var count, nextCount map[reflect.Type]int
	visited := map[reflect.Type]bool{}
	var fields []field

	for len(next) > 0 {
		current, next = next, current[:0]
		count, nextCount = nextCount, map[reflect.Type]int{}
		for _, f := range current {
			if visited[f.typ] {
				continue
			}
			visited[f.typ] = true
			for i := range f.typ.NumField() {
				sf := f.typ.Field(i)
				if sf.Anonymous {
					et := sf.Type
					if et.Kind() == reflect.Pointer {
						et = et.Elem()
					}
					if !sf.IsExported() && et.Kind() != reflect.Struct {
						continue
					}
				} else if !sf.IsExported() {
					continue
				}
				tag := sf.Tag.Get("json")
				if tag == "-" {
					continue
				}
				name, opts, _ := strings.Cut(tag, ",")
				if !isValidTag(name) {
					name = ""
				}
				index := append(slices.Clone(f.index), i)
				ft := sf.Type
				if ft.Name() == "" && ft.Kind() == reflect.Pointer {
					ft = ft.Elem()
				}
				quoted := false
				if slices.Contains(strings.Split(opts, ","), "string") {
					switch ft.Kind() {
					case reflect.Bool,
						reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
						reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
						reflect.Float32, reflect.Float64,
						reflect.String:
						quoted = true
					}
				}
				if name != "" || !sf.Anonymous || ft.Kind() != reflect.Struct {
					tagged := name != ""
					if name == "" {
						name = sf.Name
					}
					fields = append(fields, field{fieldInfo{name, sf.Type, quoted}, index, tagged})
					if count[f.typ] > 1 {
						// The embedded type appeared more than once at
						// this depth: add a twin so the tie hides both.
						fields = append(fields, fields[len(fields)-1])
					}
					continue
				}
				nextCount[ft]++
				if nextCount[ft] == 1 {
					next = append(next, field{fieldInfo: fieldInfo{name: ft.Name(), typ: ft}, index: index})
				}
			}
		}
	}

	slices.SortFunc(fields, func(a, b field) int {
		if c := strings.Compare(a.name, b.name); c != 0 {
			return c
		}
		if c := cmp.Compare(len(a.index), len(b.index)); c != 0 {
			return c
		}
		if a.tagged != b.tagged {
			if a.tagged {
				return -1
			}
			return 1
		}
		return slices.Compare(a.index, b.index)
	})
	kept := fields[:0]
	for i := 0; i < len(fields); {
		j := i + 1
		for j < len(fields) && fields[j].name == fields[i].name {
			j++
		}
		// fields[i] dominates unless the next is as shallow and as tagged.
		if j-i == 1 || len(fields[i].index) != len(fields[i+1].index) || fields[i].tagged != fields[i+1].tagged {
			kept = append(kept, fields[i])
		}
		i = j
	}
	slices.SortFunc(kept, func(a, b field) int { return slices.Compare(a.index, b.index) })

	si := &structInfo{byName: make(map[string]*fieldInfo, len(kept))}
	for i := range kept {
		si.byName[kept[i].name] = &kept[i].fieldInfo
		si.names = append(si.names, kept[i].name)
	}
	return si
}

// isValidTag is encoding/json's test of a usable tag name.
func isValidTag(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		switch {
		case strings.ContainsRune("!#$%&()*+-./:;<=>?@[]^_{|}~ ", c):
		case !unicode.IsLetter(c) && !unicode.IsDigit(c):
			return false
		}
	}
	return true
}
