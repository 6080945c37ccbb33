import { describe, expect, it } from 'vitest';
import { encoderFiles, type ChunkNode } from './encoders';

const node = (file: string, imports: string[] = [], o: Partial<ChunkNode> = {}): ChunkNode => ({ file, imports, root: false, encoder: false, ...o });

describe('encoderFiles', () => {
	it.each([
		{
			name: "an encoder and the library only it imports; what the page imports too stays out",
			nodes: [node('entry.js', ['runtime.js'], { root: true }), node('video.js', ['runtime.js', 'mediabunny.js'], { root: true, encoder: true }), node('mediabunny.js'), node('runtime.js')],
			want: ['mediabunny.js', 'video.js']
		},
		{
			name: 'a library two encoders share is theirs; one another lazy chunk imports is not',
			nodes: [
				node('entry.js', [], { root: true }),
				node('pptx.js', ['zip.js', 'pptxgenjs.js'], { root: true, encoder: true }),
				node('zip.js', ['fflate.js'], { root: true, encoder: true }),
				node('fflate.js'),
				node('pptxgenjs.js'),
				node('deck.js', ['fflate.js'], { root: true })
			],
			want: ['pptx.js', 'pptxgenjs.js', 'zip.js']
		},
		{
			name: 'an encoder the page imports statically stays with the page',
			nodes: [node('entry.js', ['gif.js'], { root: true }), node('gif.js', ['gifenc.js'], { root: true, encoder: true }), node('gifenc.js')],
			want: []
		},
		{ name: 'no encoder', nodes: [node('entry.js', ['a.js'], { root: true }), node('a.js')], want: [] }
	])('$name', ({ nodes, want }) => expect(encoderFiles(nodes)).toEqual(want));
});
