import os, subprocess
root='/tmp/mdcorpus'; os.makedirs(root, exist_ok=True)
n=0
for name in sorted(os.listdir('/work/.mirror')):
    gd='/work/.mirror/'+name+'/repo'
    if not os.path.isdir(gd): continue
    if os.path.isdir(gd+'/.git'): gd+='/.git'
    try:
        out=subprocess.run(['git','--git-dir',gd,'ls-tree','-r','-l','-z','HEAD'],capture_output=True,check=True).stdout.split(b'\0')
    except Exception: continue
    for raw in out:
        if not raw: continue
        meta,path=raw.split(b'\t',1)
        mode,kind,sha,size=meta.split()
        p=path.decode('utf-8','surrogateescape')
        if kind!=b'blob' or not p.lower().endswith('.md') or not size.isdigit() or int(size)>2_000_000: continue
        if '/node_modules/' in p or p.startswith('node_modules/'): continue
        blob=subprocess.run(['git','--git-dir',gd,'cat-file','blob',sha.decode()],capture_output=True).stdout
        if b'Tip' not in blob: continue
        dest=os.path.join(root,name,p)
        os.makedirs(os.path.dirname(dest),exist_ok=True)
        open(dest,'wb').write(blob); n+=1
print(n)
