import { useStore } from '@nanostores/react'
import { useMemo, useState } from 'react'
import type { Localized } from '@domain/i18n/messages'
import type { WorkspaceController } from './controller'
import { buildTree, findNode, parentFor, type TreeNode } from './fileTreeModel'
import { fileIconOf } from './fileEditors'
import { FILE_ICON, Icon } from './Icons'
import { useT } from './i18n'
import { Dialog } from './modals/Dialog'

type Editing = { kind: 'add'; entry: 'file' | 'directory'; prefix: string } | { kind: 'rename'; node: TreeNode } | { kind: 'remove'; node: TreeNode }

/** The file tree: open a file, add files and folders, rename and delete, with the spec's validation messages. */
export function FileTree({ controller, onOpened }: { controller: WorkspaceController; /** Closes the drawer on narrow screens once a file is open. */ onOpened?: () => void }) {
  const { t, tl } = useT()
  const files = useStore(controller.files)
  const activePath = useStore(controller.activePath)
  const tree = useMemo(() => buildTree(files.map((f) => f.path)), [files])
  const [selectedPath, setSelectedPath] = useState<string | null>(null)
  const selected = selectedPath ? findNode(tree, selectedPath) : null
  const [editing, setEditing] = useState<Editing | null>(null)
  const [name, setName] = useState('')
  const [error, setError] = useState<Localized | null>(null)

  const begin = (next: Editing) => {
    setEditing(next)
    setError(null)
    setName(next.kind === 'add' ? next.prefix : next.kind === 'rename' ? next.node.path : '')
  }
  const confirm = async () => {
    if (!editing) return
    const action =
      editing.kind === 'add'
        ? ({ kind: 'add', path: name, entry: editing.entry } as const)
        : editing.kind === 'rename'
          ? ({ kind: 'rename', from: editing.node.path, to: name } as const)
          : ({ kind: 'remove', path: editing.node.path } as const)
    const refused = await controller.changeTree(action)
    if (refused) return setError(refused)
    if (editing.kind !== 'add') setSelectedPath(null)
    setEditing(null)
  }

  const renderNode = (node: TreeNode) => (
    <li key={`${node.kind}:${node.path}`}>
      <button
        type="button"
        className={`ws-tree-item ws-tree-${node.kind}`}
        aria-current={node.path === activePath ? 'true' : undefined}
        aria-pressed={node.path === selectedPath}
        data-path={node.path}
        onClick={() => {
          setSelectedPath(node.path)
          if (node.kind === 'file') {
            controller.openFile(node.path)
            onOpened?.()
          }
        }}
      >
        {node.kind === 'directory' ? <Icon name="folder" /> : <FileIconOf path={node.path} />} {node.name}
      </button>
      {node.children.length > 0 && <ul>{node.children.map(renderNode)}</ul>}
    </li>
  )

  const title = !editing
    ? ''
    : editing.kind === 'add'
      ? t(editing.entry === 'file' ? 'ws.files.newFile' : 'ws.files.newFolder')
      : editing.kind === 'rename'
        ? t('ws.files.rename')
        : t('ws.files.delete')

  return (
    <nav className="ws-tree" aria-label={t('ws.files.title')}>
      <div className="ws-tree-actions">
        <button type="button" onClick={() => begin({ kind: 'add', entry: 'file', prefix: parentFor(selected) })} title={t('ws.files.newFile')} aria-label={t('ws.files.newFile')}><Icon name="fileAdd" /></button>
        <button type="button" onClick={() => begin({ kind: 'add', entry: 'directory', prefix: parentFor(selected) })} title={t('ws.files.newFolder')} aria-label={t('ws.files.newFolder')}><Icon name="folderAdd" /></button>
        <button type="button" disabled={!selected} onClick={() => selected && begin({ kind: 'rename', node: selected })} title={t('ws.files.rename')} aria-label={t('ws.files.rename')}><Icon name="rename" /></button>
        <button type="button" disabled={!selected} onClick={() => selected && begin({ kind: 'remove', node: selected })} title={t('ws.files.delete')} aria-label={t('ws.files.delete')}><Icon name="remove" /></button>
      </div>
      <ul className="ws-tree-root">{tree.map(renderNode)}</ul>
      <Dialog open={Boolean(editing)} title={title} onClose={() => setEditing(null)} testId="file-dialog">
        <form
          method="dialog"
          onSubmit={(event) => {
            event.preventDefault()
            void confirm()
          }}
        >
          {editing?.kind === 'remove' ? (
            <p>{t('ws.files.deleteConfirm', { name: editing.node.path })}</p>
          ) : (
            <label className="ws-field">
              {t('ws.files.name')}
              <input autoFocus value={name} onChange={(e) => setName(e.target.value)} aria-invalid={Boolean(error)} aria-describedby="ws-file-error" />
            </label>
          )}
          <p id="ws-file-error" className="ws-error" role="alert">{error ? tl(error) : ''}</p>
          <div className="ws-dialog-actions">
            <button type="button" onClick={() => setEditing(null)}>{t('ws.cancel')}</button>
            <button type="submit" className="ws-primary">{editing?.kind === 'remove' ? t('ws.files.delete') : t('ws.files.ok')}</button>
          </div>
        </form>
      </Dialog>
    </nav>
  )
}

/** A file's icon from its extension (decorative: the button's text, the file name, is its accessible name). */
function FileIconOf({ path }: { path: string }) {
  const icon = fileIconOf(path)
  return <Icon name={FILE_ICON[icon]} className={`ws-file-icon-${icon}`} />
}
