#!/usr/bin/env node
// The web app's text gate (issue 18, decision 0023), run by `npm run lint`:
//  1. no text a person reads is written outside the catalogs: JSX text with letters, string literals in attributes that
//     people read (aria-label, placeholder, title, alt, label…) or any attribute literal that reads like a sentence,
//     and literal messages given to toast(…) or `message:` — outside texts.ts and the translations;
//  2. no key of a texts.ts object is unused: every key is read somewhere as `<exportName>.<key>` (an object read with
//     `<exportName>[…]` counts all its keys as used).
// A missing translation does not compile (FeatureTranslations); catalogs.test.ts checks the rest of their shape.
// `// i18n-ignore: <why>` on the line before (or on the line) exempts one place. Usage: node scripts/check-texts.mjs [dir…]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst } from 'rolldown/parseAst';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const web = path.join(root, 'apps/web/src');
const dirs = process.argv.slice(2).length ? process.argv.slice(2).map((dir) => path.resolve(dir)) : [web];

const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'placeholder',
  'title',
  'alt',
  'label',
  'description',
  'message',
  'hint',
  'heading',
]);
const TECHNICAL_ATTRIBUTES =
  /^(className|[a-z]+ClassName|class|href|to|id|type|name|autoComplete|inputMode|pattern|role|rel|target|method|d|viewBox|fill|stroke|xmlns|accept|dateTime|htmlFor|key|style|lang|src|sizes|srcSet|enterKeyHint|aria-(labelledby|describedby|controls|live|current|haspopup|hidden|expanded|invalid|disabled|pressed|selected|sort|owns|errormessage|modal|busy|atomic|relevant)|data-.*|form|formAction|value|defaultValue|min|max|step|maxLength|minLength|autoCapitalize|spellCheck|dir|tabIndex|loading|decoding|crossOrigin|referrerPolicy|download|shape|coords|media|as|preload|wrap|width|height|strokeWidth|strokeLinecap|strokeLinejoin|cx|cy|r|x|y|points|transform|variant|size|tone|icon|align|side)$/;
const TOAST_METHODS = new Set(['success', 'error', 'loading', 'custom', 'promise']);

function walk(dir, files = []) {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) {
      if (entry === 'test' || entry === 'node_modules') continue;
      walk(full, files);
    } else if (/\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$/.test(entry) && !/\.d\.ts$/.test(entry)) files.push(full);
  }
  return files;
}

const isTextsFile = (file) => /(^|\/)texts(\.[a-z]{2})?\.ts$/.test(file) || /\/(app|storefront)\/i18n\//.test(file);
const hasLetters = (text) => /\p{L}/u.test(text);

function literalText(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((quasi) => quasi.value.cooked ?? '').join('…');
  return null;
}

function visit(node, enter) {
  if (!node || typeof node.type !== 'string') return;
  enter(node);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent') continue;
    if (Array.isArray(value)) for (const child of value) visit(child, enter);
    else if (value && typeof value === 'object' && typeof value.type === 'string') visit(value, enter);
  }
}

function lineOf(source, offset) {
  return source.slice(0, offset).split('\n').length;
}

const problems = [];
const allSources = walk(web).map((file) => ({ file, source: readFileSync(file, 'utf8') }));

// 1. Literals outside the catalogs.
for (const { file, source } of allSources) {
  if (isTextsFile(file) || !dirs.some((dir) => file.startsWith(dir))) continue;
  const lines = source.split('\n');
  const ignored = (offset) => {
    const line = lineOf(source, offset);
    return /i18n-ignore/.test(lines[line - 1] ?? '') || /i18n-ignore/.test(lines[line - 2] ?? '');
  };
  const report = (offset, what) => {
    if (!ignored(offset)) problems.push(`${path.relative(root, file)}:${lineOf(source, offset)}: ${what}`);
  };
  let ast;
  try {
    ast = parseAst(source, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' }, file);
  } catch (error) {
    problems.push(`${path.relative(root, file)}: does not parse (${error.message})`);
    continue;
  }
  visit(ast, (node) => {
    if (node.type === 'JSXText' && hasLetters(node.value)) report(node.start, `text in JSX: "${node.value.trim().slice(0, 60)}"`);
    if (node.type === 'JSXAttribute' && node.name?.type === 'JSXIdentifier') {
      const name = node.name.name;
      const value = node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
      const text = literalText(value);
      if (text === null || !hasLetters(text)) return;
      if (READ_ATTRIBUTES.has(name) || (!TECHNICAL_ATTRIBUTES.test(name) && /\p{L}\s+\p{L}/u.test(text)))
        report(node.start, `text in ${name}="${text.slice(0, 60)}"`);
    }
    if (node.type === 'CallExpression') {
      const callee = node.callee;
      const isToast =
        (callee.type === 'Identifier' && callee.name === 'toast') ||
        (callee.type === 'MemberExpression' &&
          callee.object?.type === 'Identifier' &&
          callee.object.name === 'toast' &&
          TOAST_METHODS.has(callee.property?.name));
      const text = isToast ? literalText(node.arguments[0]) : null;
      if (text && hasLetters(text)) report(node.start, `text in a toast: "${text.slice(0, 60)}"`);
    }
    if (node.type === 'Property' && !node.computed && ['message', 'title', 'label', 'description'].includes(node.key?.name ?? node.key?.value)) {
      const text = literalText(node.value);
      if (text && /\p{L}\s+\p{L}/u.test(text)) report(node.start, `text in ${node.key.name ?? node.key.value}: "${text.slice(0, 60)}"`);
    }
  });
}

// 2. Unused keys.
const readers = allSources.filter(({ file }) => !isTextsFile(file));
for (const { file, source } of allSources) {
  if (!/(^|\/)texts\.ts$/.test(file) || !dirs.some((dir) => file.startsWith(dir))) continue;
  const ast = parseAst(source, { lang: 'ts' }, file);
  for (const statement of ast.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : null;
    for (const declarator of declaration?.declarations ?? []) {
      const exportName = declarator.id?.name;
      const init = declarator.init;
      const object = init?.type === 'CallExpression' ? init.arguments[1] : null;
      if (!exportName || object?.type !== 'ObjectExpression') continue;
      const dynamic = readers.some(({ source: other }) => new RegExp(`\\b${exportName}\\[`).test(other));
      if (dynamic) continue;
      for (const property of object.properties) {
        const key = property.key?.name ?? property.key?.value;
        if (!key) continue;
        const used = readers.some(({ source: other }) => new RegExp(`\\b${exportName}\\??\\.${key}\\b`).test(other));
        if (!used) problems.push(`${path.relative(root, file)}:${lineOf(source, property.start)}: ${exportName}.${key} is never read`);
      }
    }
  }
}

if (problems.length) {
  console.error(`Texts outside the catalogs, or unused keys (scripts/check-texts.mjs, decision 0023):\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('check-texts: every text is in the catalogs, and every key is read');
