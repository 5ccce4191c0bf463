<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../ui/help/about.py" line="84"/>
        <source>Version %1</source>
        <translation>版本 %1</translation>
    </message>
    <message>
        <location filename="../../ui/help/about.py" line="85"/>
        <source>A battlemap editor for tabletop RPG game masters that knows cover, concealment and flanking, and shows them live on the map.</source>
        <translation>为桌面角色扮演游戏主持人打造的战斗地图编辑器：它了解掩蔽、遮蔽与夹击规则，并在地图上实时显示。</translation>
    </message>
    <message>
        <location filename="../../ui/help/about.py" line="88"/>
        <source>Rulesets: %1</source>
        <translation>规则集：%1</translation>
    </message>
    <message>
        <location filename="../../ui/help/about.py" line="89"/>
        <source>Battlemap is free software under the MIT licence.</source>
        <translation>Battlemap 是采用 MIT 许可证的自由软件。</translation>
    </message>
    <message>
        <location filename="../../ui/help/about.py" line="90"/>
        <source>Libraries</source>
        <translation>程序库</translation>
    </message>
    <message>
        <location filename="../../ui/help/about.py" line="91"/>
        <source>Library</source>
        <translation>程序库</translation>
    </message>
    <message>
        <location filename="../../ui/help/about.py" line="92"/>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <location filename="../../ui/help/about.py" line="93"/>
        <source>Licence</source>
        <translation>许可证</translation>
    </message>
    <message>
        <location filename="../../ui/help/about.py" line="117"/>
        <source>About Battlemap</source>
        <translation>关于 Battlemap</translation>
    </message>
</context>
<context>
    <name>AddSegmentCommand</name>
    <message>
        <location filename="../../ui/commands/add_segment_command.py" line="13"/>
        <source>Draw {kind}</source>
        <translation>绘制{kind}</translation>
    </message>
</context>
<context>
    <name>AddTemplateCommand</name>
    <message>
        <location filename="../../ui/commands/add_template_command.py" line="12"/>
        <source>Place {name}</source>
        <translation>放置{name}</translation>
    </message>
</context>
<context>
    <name>AddTokenCommand</name>
    <message>
        <location filename="../../ui/commands/add_token_command.py" line="13"/>
        <source>Add {name}</source>
        <translation>添加{name}</translation>
    </message>
</context>
<context>
    <name>AddTokensCommand</name>
    <message>
        <location filename="../../ui/commands/add_tokens_command.py" line="14"/>
        <source>Add {count} tokens</source>
        <translation>添加 {count} 个标记</translation>
    </message>
</context>
<context>
    <name>AmbientChooser</name>
    <message>
        <location filename="../../ui/ambient_combo.py" line="18"/>
        <source>Bright light</source>
        <translation>明亮光照</translation>
    </message>
    <message>
        <location filename="../../ui/ambient_combo.py" line="19"/>
        <source>Dim light</source>
        <translation>昏暗光照</translation>
    </message>
    <message>
        <location filename="../../ui/ambient_combo.py" line="20"/>
        <source>Darkness</source>
        <translation>黑暗</translation>
    </message>
    <message>
        <location filename="../../ui/ambient_combo.py" line="34"/>
        <source>Ambient light of the map, where no light source shines</source>
        <translation>地图的环境光：没有光源照亮之处的光照</translation>
    </message>
    <message>
        <location filename="../../ui/ambient_combo.py" line="49"/>
        <source>{level} (suggested by the map)</source>
        <translation>{level}（地图建议）</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../ui/app.py" line="51"/>
        <source>Preparing the rules engine (first start only)…</source>
        <translation>正在准备规则引擎（仅首次启动）…</translation>
    </message>
</context>
<context>
    <name>AreaTool</name>
    <message>
        <location filename="../../ui/tools/area_tool.py" line="37"/>
        <source>Area</source>
        <translation>区域</translation>
    </message>
    <message>
        <location filename="../../ui/tools/area_tool.py" line="40"/>
        <source>Drag to place the area template chosen in the Attack toolbar for the selected creature; drag its origin to move it, its square handle to turn a cone or aim a line</source>
        <translation>拖动以为所选生物放置攻击工具栏中选定的区域模板；拖动其原点可移动它，拖动方形手柄可转动锥形或瞄准直线</translation>
    </message>
    <message>
        <location filename="../../ui/tools/area_tool.py" line="82"/>
        <source>Select the creature whose effect it is first</source>
        <translation>请先选择施放该效果的生物</translation>
    </message>
    <message>
        <location filename="../../ui/tools/area_tool.py" line="85"/>
        <source>Place template</source>
        <translation>放置模板</translation>
    </message>
</context>
<context>
    <name>AttackToolbar</name>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="38"/>
        <source>Attack</source>
        <translation>攻击</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="43"/>
        <source>Lock attacker</source>
        <translation>锁定攻击者</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="44"/>
        <source>Lock</source>
        <translation>锁定</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="47"/>
        <source>Keep this attacker while you select and move other tokens</source>
        <translation>在选择和移动其他标记时保持此攻击者</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="59"/>
        <source>Melee</source>
        <translation>近战</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="59"/>
        <source>Melee attack</source>
        <translation>近战攻击</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="60"/>
        <source>Ranged</source>
        <translation>远程</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="60"/>
        <source>Ranged attack</source>
        <translation>远程攻击</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="61"/>
        <source>Area</source>
        <translation>区域</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="62"/>
        <source>Area attack from a point: click a cell corner on the map to place it</source>
        <translation>从一点发出的区域攻击：点击地图上方格的一角来放置原点</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="63"/>
        <source>Close</source>
        <translation>近程</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="64"/>
        <source>Close burst or blast (4e) from a point: click a cell corner to place it</source>
        <translation>从一点发出的近程爆发或冲击（4e）：点击方格的一角来放置原点</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="76"/>
        <source>Charge</source>
        <translation>冲锋</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="78"/>
        <source>Charge: +1 to a melee attack (4e)</source>
        <translation>冲锋：近战攻击 +1（4e）</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="80"/>
        <source>Long range</source>
        <translation>超出射程</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="82"/>
        <source>Long range: −2 to a weapon attack (4e)</source>
        <translation>超出射程：武器攻击 −2（4e）</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="90"/>
        <source>Enemies</source>
        <translation>敌人</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="91"/>
        <source>All tokens</source>
        <translation>所有标记</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="92"/>
        <location filename="../../ui/overlays/attack_toolbar.py" line="140"/>
        <source>Show the attack against its enemies or every other token</source>
        <translation>显示对其敌人或对所有其他标记的攻击</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="111"/>
        <source>Attacker: %1</source>
        <translation>攻击者：%1</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="112"/>
        <source>Select a token to see its attacks</source>
        <translation>选择一个标记以查看其攻击</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="138"/>
        <source>An area template catches every creature in it, friend or foe: allies in the area are marked &quot;Ally caught&quot; (friendly fire)</source>
        <translation>区域模板会波及其中的所有生物，不分敌我：范围内的盟友标记为“盟友被波及”（友军误伤）</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="144"/>
        <source>Origin (%1, %2): click a cell corner to move it</source>
        <translation>原点 (%1, %2)：点击方格的一角来移动它</translation>
    </message>
</context>
<context>
    <name>Autosaver</name>
    <message>
        <location filename="../../ui/safety/autosave.py" line="441"/>
        <source>Autosave failed: {reason}</source>
        <translation>自动保存失败：{reason}</translation>
    </message>
</context>
<context>
    <name>BackgroundController</name>
    <message>
        <location filename="../../ui/background/install.py" line="36"/>
        <source>&amp;Import Universal VTT...</source>
        <translation>导入 Universal VTT(&amp;I)...</translation>
    </message>
    <message>
        <location filename="../../ui/background/install.py" line="38"/>
        <source>Open a .dd2vtt, .uvtt or .df2vtt map (Dungeondraft, DungeonFog, Dungeon Alchemist...) as a new map</source>
        <translation>将 .dd2vtt、.uvtt 或 .df2vtt 地图（Dungeondraft、DungeonFog、Dungeon Alchemist 等）作为新地图打开</translation>
    </message>
    <message>
        <location filename="../../ui/background/install.py" line="40"/>
        <source>Background &amp;Image...</source>
        <translation>背景图像(&amp;I)...</translation>
    </message>
    <message>
        <location filename="../../ui/background/install.py" line="42"/>
        <source>Put a map image under the grid, or remove it</source>
        <translation>在网格下方放置地图图像，或将其移除</translation>
    </message>
    <message>
        <location filename="../../ui/background/install.py" line="43"/>
        <source>&amp;Calibrate Background...</source>
        <translation>校准背景(&amp;C)...</translation>
    </message>
    <message>
        <location filename="../../ui/background/install.py" line="45"/>
        <source>Line the grid up with the background image&apos;s</source>
        <translation>让网格与背景图像的网格对齐</translation>
    </message>
</context>
<context>
    <name>BackgroundDialog</name>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="44"/>
        <source>Background Image</source>
        <translation>背景图像</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="63"/>
        <source>Choose...</source>
        <translation>选择...</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="71"/>
        <source>How many pixels of the image make one square of the grid</source>
        <translation>图像中多少像素构成网格的一格</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="75"/>
        <source>The image pixel at the board&apos;s top-left corner</source>
        <translation>位于战场左上角的图像像素</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="80"/>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="82"/>
        <source>Y</source>
        <translation>Y</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="85"/>
        <source>Board follows image</source>
        <translation>战场跟随图像</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="87"/>
        <source>Resize the board so that it covers the image (cells already painted keep their place)</source>
        <translation>调整战场大小以覆盖图像（已绘制的方格保持原位）</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="98"/>
        <source>Image:</source>
        <translation>图像：</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="99"/>
        <source>Pixels per square:</source>
        <translation>每格像素：</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="100"/>
        <source>Offset (pixels):</source>
        <translation>偏移（像素）：</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="107"/>
        <source>Calibrate on the Map...</source>
        <translation>在地图上校准...</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="109"/>
        <source>Line a grid up with the image&apos;s, with the mouse</source>
        <translation>用鼠标将网格与图像的网格对齐</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="110"/>
        <source>Remove Background</source>
        <translation>移除背景</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="118"/>
        <source>PNG, JPEG or WebP. The image is stored inside the .battlemap file, so the map stays self-contained.</source>
        <translation>PNG、JPEG 或 WebP。图像保存在 .battlemap 文件内部，地图因此自成一体。</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="137"/>
        <source> px</source>
        <translation> 像素</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="143"/>
        <source>Choose a background image</source>
        <translation>选择背景图像</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="153"/>
        <source>Cannot use this image</source>
        <translation>无法使用此图像</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="214"/>
        <source>{name}: {w} × {h} pixels, {format}</source>
        <translation>{name}：{w} × {h} 像素，{format}</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="218"/>
        <source>The current background: {w} × {h} pixels, {format}</source>
        <translation>当前背景：{w} × {h} 像素，{format}</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="222"/>
        <source>No image yet: choose a PNG, JPEG or WebP file.</source>
        <translation>尚无图像：请选择 PNG、JPEG 或 WebP 文件。</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="231"/>
        <source>The board stays {w} × {h} squares.</source>
        <translation>战场保持 {w} × {h} 格。</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="233"/>
        <source>The board becomes {w} × {h} squares (now {cw} × {ch}).</source>
        <translation>战场将变为 {w} × {h} 格（当前 {cw} × {ch}）。</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="236"/>
        <source>(at most {n} squares each way)</source>
        <translation>（每边最多 {n} 格）</translation>
    </message>
</context>
<context>
    <name>BackgroundImage</name>
    <message>
        <location filename="../../ui/background/image_files.py" line="53"/>
        <source>Images (PNG, JPEG, WebP) ({patterns});;All files (*)</source>
        <translation>图像 (PNG, JPEG, WebP) ({patterns});;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/background/image_files.py" line="68"/>
        <source>is a folder, not an image</source>
        <translation>是文件夹，不是图像</translation>
    </message>
    <message>
        <location filename="../../ui/background/image_files.py" line="71"/>
        <source>is {size} MiB; the limit is {limit} MiB</source>
        <translation>大小为 {size} MiB；上限为 {limit} MiB</translation>
    </message>
    <message>
        <location filename="../../ui/background/image_files.py" line="79"/>
        <source>no such file</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <location filename="../../ui/background/image_files.py" line="82"/>
        <source>cannot be read: {reason}</source>
        <translation>无法读取：{reason}</translation>
    </message>
    <message>
        <location filename="../../ui/background/image_files.py" line="99"/>
        <source>is not a PNG, JPEG or WebP image ({problem})</source>
        <translation>不是 PNG、JPEG 或 WebP 图像（{problem}）</translation>
    </message>
    <message>
        <location filename="../../ui/background/image_files.py" line="103"/>
        <source>the limit is {limit} megapixels</source>
        <translation>上限为 {limit} 百万像素</translation>
    </message>
    <message>
        <location filename="../../ui/background/image_files.py" line="107"/>
        <source>this computer&apos;s image reader stops at {limit} MiB ({mp} megapixels)</source>
        <translation>这台电脑的图像读取器上限为 {limit} MiB（{mp} 百万像素）</translation>
    </message>
    <message>
        <location filename="../../ui/background/image_files.py" line="138"/>
        <source>the image cannot be decoded ({problem})</source>
        <translation>图像无法解码（{problem}）</translation>
    </message>
    <message>
        <location filename="../../ui/background/image_files.py" line="142"/>
        <source>the image is damaged: its header says {w}x{h} pixels</source>
        <translation>图像已损坏：其文件头声明为 {w}x{h} 像素</translation>
    </message>
    <message>
        <location filename="../../ui/background/image_files.py" line="153"/>
        <source>is too large: {w}x{h} pixels ({mp} megapixels); {limit}</source>
        <translation>太大：{w}x{h} 像素（{mp} 百万像素）；{limit}</translation>
    </message>
</context>
<context>
    <name>BrushTool</name>
    <message>
        <location filename="../../ui/tools/brush_tool.py" line="26"/>
        <source>Brush</source>
        <translation>画笔</translation>
    </message>
    <message>
        <location filename="../../ui/tools/brush_tool.py" line="29"/>
        <source>Drag to paint the terrain chosen in the palette; brush size in the palette</source>
        <translation>拖动以绘制调色板中选择的地形；画笔大小在调色板中设置</translation>
    </message>
</context>
<context>
    <name>BucketTool</name>
    <message>
        <location filename="../../ui/tools/bucket_tool.py" line="22"/>
        <source>Bucket fill</source>
        <translation>填充</translation>
    </message>
    <message>
        <location filename="../../ui/tools/bucket_tool.py" line="25"/>
        <source>Click to fill the connected area of the same terrain with the palette&apos;s terrain; walls, windows and closed doors stop it</source>
        <translation>单击以调色板中的地形填充相连的同类地形区域；墙、窗和关闭的门会阻止填充</translation>
    </message>
</context>
<context>
    <name>CalibrationBar</name>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="203"/>
        <source>Calibrate background</source>
        <translation>校准背景</translation>
    </message>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="205"/>
        <source>&lt;b&gt;Calibrate background&lt;/b&gt;</source>
        <translation>&lt;b&gt;校准背景&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="207"/>
        <location filename="../../ui/background/calibration_tool.py" line="210"/>
        <location filename="../../ui/background/calibration_tool.py" line="212"/>
        <source> px</source>
        <translation> 像素</translation>
    </message>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="209"/>
        <source>Image pixels per square (wheel over the map; Shift for finer steps)</source>
        <translation>每格图像像素（在地图上滚动滚轮；按住 Shift 微调）</translation>
    </message>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="215"/>
        <source>The image pixel at the board&apos;s top-left corner (drag the grid on the map)</source>
        <translation>位于战场左上角的图像像素（在地图上拖动网格）</translation>
    </message>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="217"/>
        <source>Square:</source>
        <translation>格：</translation>
    </message>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="219"/>
        <source>Offset X:</source>
        <translation>偏移 X：</translation>
    </message>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="221"/>
        <source>Y:</source>
        <translation>Y：</translation>
    </message>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="224"/>
        <source>Board follows image</source>
        <translation>战场跟随图像</translation>
    </message>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="225"/>
        <source>Resize the board so that it covers the image</source>
        <translation>调整战场大小以覆盖图像</translation>
    </message>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="231"/>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="232"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>CalibrationTool</name>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="273"/>
        <source>Calibrate background</source>
        <translation>校准背景</translation>
    </message>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="276"/>
        <source>Drag the grid to line it up with the map&apos;s; wheel or the square handle: square size (Shift: finer); Ctrl+wheel: zoom; Enter applies, Esc cancels</source>
        <translation>拖动网格使其与地图的网格对齐；滚轮或方形手柄：格子大小（Shift：微调）；Ctrl+滚轮：缩放；Enter 应用，Esc 取消</translation>
    </message>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="503"/>
        <source>Board: {w} × {h} squares</source>
        <translation>战场：{w} × {h} 格</translation>
    </message>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="612"/>
        <source>Cannot calibrate the background</source>
        <translation>无法校准背景</translation>
    </message>
</context>
<context>
    <name>ConditionsDock</name>
    <message>
        <location filename="../../ui/play/conditions_dock.py" line="22"/>
        <source>Conditions</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../../ui/play/conditions_dock.py" line="27"/>
        <source>Select tokens on the map to set their conditions.</source>
        <translation>在地图上选择标记以设置其状态。</translation>
    </message>
</context>
<context>
    <name>ConfirmFirstSave</name>
    <message>
        <location filename="../../ui/safety/recovery.py" line="176"/>
        <source>Save recovered map</source>
        <translation>保存恢复的地图</translation>
    </message>
    <message>
        <location filename="../../ui/safety/recovery.py" line="177"/>
        <source>Replace {path} with the recovered map?</source>
        <translation>用恢复的地图替换 {path}？</translation>
    </message>
</context>
<context>
    <name>CutCommand</name>
    <message>
        <location filename="../../ui/commands/clipboard_commands.py" line="16"/>
        <source>Cut</source>
        <translation>剪切</translation>
    </message>
</context>
<context>
    <name>DeleteItemsCommand</name>
    <message>
        <location filename="../../ui/commands/delete_items_command.py" line="17"/>
        <source>Delete 1 item</source>
        <translation>删除 1 个对象</translation>
    </message>
    <message>
        <location filename="../../ui/commands/delete_items_command.py" line="19"/>
        <source>Delete {n} items</source>
        <translation>删除 {n} 个对象</translation>
    </message>
</context>
<context>
    <name>DocumentController</name>
    <message>
        <location filename="../../ui/document_controller.py" line="36"/>
        <location filename="../../ui/document_controller.py" line="78"/>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <location filename="../../ui/document_controller.py" line="41"/>
        <source>Battlemaps (*{suffix});;All files (*)</source>
        <translation>战斗地图 (*{suffix});;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/document_controller.py" line="46"/>
        <source>Maps (*{suffix} *.dd2vtt *.uvtt *.df2vtt *.toml);;Battlemaps (*{suffix});;Universal VTT maps (*.dd2vtt *.uvtt *.df2vtt);;Rules cases (*.toml);;All files (*)</source>
        <translation>地图 (*{suffix} *.dd2vtt *.uvtt *.df2vtt *.toml);;战斗地图 (*{suffix});;Universal VTT 地图 (*.dd2vtt *.uvtt *.df2vtt);;规则用例 (*.toml);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/document_controller.py" line="84"/>
        <source>Open map</source>
        <translation>打开地图</translation>
    </message>
    <message>
        <location filename="../../ui/document_controller.py" line="106"/>
        <source>Cannot open map</source>
        <translation>无法打开地图</translation>
    </message>
    <message>
        <location filename="../../ui/document_controller.py" line="109"/>
        <source>{name} (imported)</source>
        <translation>{name}（已导入）</translation>
    </message>
    <message>
        <location filename="../../ui/document_controller.py" line="111"/>
        <source>{name} (sample)</source>
        <translation>{name}（示例）</translation>
    </message>
    <message>
        <location filename="../../ui/document_controller.py" line="122"/>
        <source>Save map as</source>
        <translation>地图另存为</translation>
    </message>
    <message>
        <location filename="../../ui/document_controller.py" line="135"/>
        <source>Cannot save map</source>
        <translation>无法保存地图</translation>
    </message>
    <message>
        <location filename="../../ui/document_controller.py" line="150"/>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <location filename="../../ui/document_controller.py" line="151"/>
        <source>Save the changes to {name}?</source>
        <translation>保存对 {name} 的更改吗？</translation>
    </message>
</context>
<context>
    <name>DuplicateTokensCommand</name>
    <message>
        <location filename="../../ui/commands/duplicate_tokens_command.py" line="17"/>
        <source>Duplicate {name}</source>
        <translation>复制{name}</translation>
    </message>
    <message>
        <location filename="../../ui/commands/duplicate_tokens_command.py" line="20"/>
        <source>Duplicate {n} tokens</source>
        <translation>复制 {n} 个标记</translation>
    </message>
</context>
<context>
    <name>EraseCellsCommand</name>
    <message>
        <location filename="../../ui/commands/erase_cells_command.py" line="18"/>
        <source>Erase</source>
        <translation>擦除</translation>
    </message>
</context>
<context>
    <name>EraserTool</name>
    <message>
        <location filename="../../ui/tools/eraser_tool.py" line="18"/>
        <source>Eraser</source>
        <translation>橡皮擦</translation>
    </message>
    <message>
        <location filename="../../ui/tools/eraser_tool.py" line="21"/>
        <source>Drag to clear walls, obstacles, fog and darkness; brush size in the palette</source>
        <translation>拖动以清除墙壁、障碍、雾气与黑暗；画笔大小在调色板中设置</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <location filename="../../render/export/pdf.py" line="49"/>
        <location filename="../../render/export/svg.py" line="41"/>
        <source>Battlemap</source>
        <translation>Battlemap</translation>
    </message>
    <message>
        <location filename="../../render/export/pdf.py" line="74"/>
        <source>Assembly of the %1 pages that follow: %2 columns x %3 rows at 1 square = 1 inch. Trim at the cut marks and overlap.</source>
        <translation>以下 %1 页的拼接方式：%2 列 x %3 行，1 格 = 1 英寸。沿裁切标记裁剪并重叠拼接。</translation>
    </message>
    <message>
        <location filename="../../render/export/pdf.py" line="128"/>
        <source>Page %1 of A1–%2 (%3 columns x %4 rows). 1 square = 1 inch: print at 100%, no scaling.</source>
        <translation>第 %1 页，共 A1–%2（%3 列 x %4 行）。1 格 = 1 英寸：按 100% 打印，不要缩放。</translation>
    </message>
    <message>
        <location filename="../../render/export/pdf_marks.py" line="52"/>
        <source>1 inch</source>
        <translation>1 英寸</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="45"/>
        <location filename="../../ui/dialogs/export_dialog.py" line="221"/>
        <location filename="../../ui/dialogs/export_dialog.py" line="309"/>
        <location filename="../../ui/dialogs/export_dialog.py" line="348"/>
        <source>Export map</source>
        <translation>导出地图</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="54"/>
        <source>PNG image</source>
        <translation>PNG 图像</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="55"/>
        <source>PDF document (print)</source>
        <translation>PDF 文档（打印）</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="56"/>
        <source>SVG picture</source>
        <translation>SVG 图片</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="57"/>
        <source>Universal VTT map (.dd2vtt: Foundry, MapTool)</source>
        <translation>Universal VTT 地图（.dd2vtt：Foundry、MapTool）</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="58"/>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="61"/>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="66"/>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="70"/>
        <source> px per square</source>
        <translation> 像素/格</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="72"/>
        <source>Scale</source>
        <translation>比例</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="79"/>
        <source>No title</source>
        <translation>无标题</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="80"/>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="82"/>
        <source>Grid</source>
        <translation>网格</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="84"/>
        <source>Lighting (dark and dim areas, light sources)</source>
        <translation>光照（黑暗与昏暗区域、光源）</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="87"/>
        <location filename="../../ui/dialogs/export_dialog.py" line="253"/>
        <source>Transparent background (no paper, no image)</source>
        <translation>透明背景（无纸色、无图像）</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="92"/>
        <source>Cover, concealment and flanking</source>
        <translation>掩蔽、遮蔽与夹击</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="100"/>
        <source>Attacker</source>
        <translation>攻击者</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="102"/>
        <source>Melee</source>
        <translation>近战</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="102"/>
        <source>Ranged</source>
        <translation>远程</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="103"/>
        <source>Area</source>
        <translation>区域</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="103"/>
        <source>Close (4e)</source>
        <translation>近程（4e）</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="107"/>
        <source>Attack</source>
        <translation>攻击</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="112"/>
        <source>x</source>
        <translation>x</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="114"/>
        <source>y</source>
        <translation>y</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="117"/>
        <source>Origin (grid point)</source>
        <translation>原点（网格点）</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="119"/>
        <source>Highlight what blocks</source>
        <translation>突出显示阻挡物</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="121"/>
        <source>Legend</source>
        <translation>图例</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="131"/>
        <source>PDF pages</source>
        <translation>PDF 页面</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="134"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="135"/>
        <source>Letter</source>
        <translation>Letter（美国信纸）</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="138"/>
        <source>Page size</source>
        <translation>页面尺寸</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="140"/>
        <source>Print scale: 1 square = 1 inch, tiled over pages</source>
        <translation>打印比例：1 格 = 1 英寸，分页平铺</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="141"/>
        <source>Fit the whole map on one page</source>
        <translation>将整张地图缩放到一页</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="148"/>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="158"/>
        <source>battlemap</source>
        <translation>战斗地图</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="218"/>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="218"/>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="219"/>
        <source>SVG pictures (*.svg)</source>
        <translation>SVG 图片 (*.svg)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="220"/>
        <source>Universal VTT maps (*.dd2vtt)</source>
        <translation>Universal VTT 地图 (*.dd2vtt)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="239"/>
        <source>Walls, doors, lights and the background image, for other virtual tabletops</source>
        <translation>墙、门、光源和背景图像，供其他虚拟桌面使用</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="243"/>
        <source>(1 carried light exported as a placed light)</source>
        <translation>（1 个携带的光源导出为放置的光源）</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="244"/>
        <source>(%1 carried lights exported as placed lights)</source>
        <translation>（%1 个携带的光源导出为放置的光源）</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="254"/>
        <source>No paper colour or background image (saves ink)</source>
        <translation>不使用纸色和背景图像（节省墨水）</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="266"/>
        <source>%1 x %2 pixels</source>
        <translation>%1 x %2 像素</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="271"/>
        <source>1 page</source>
        <translation>1 页</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="273"/>
        <source>%1 pages: %2 x %3 tiles at 1 square = 1 inch</source>
        <translation>%1 页：%2 x %3 张，1 格 = 1 英寸</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="299"/>
        <source>Choose a file to export to.</source>
        <translation>请选择要导出到的文件。</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="307"/>
        <source>Exporting…</source>
        <translation>正在导出…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="307"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>FogBrushTool</name>
    <message>
        <location filename="../../ui/play/fog_tools.py" line="45"/>
        <source>Fog brush</source>
        <translation>迷雾画笔</translation>
    </message>
    <message>
        <location filename="../../ui/play/fog_tools.py" line="48"/>
        <source>Drag to reveal cells to the players; right-drag to hide them; brush size in the palette</source>
        <translation>拖动以向玩家显示方格；右键拖动以隐藏；画笔大小在调色板中设置</translation>
    </message>
</context>
<context>
    <name>FogRectTool</name>
    <message>
        <location filename="../../ui/play/fog_tools.py" line="80"/>
        <source>Fog rectangle</source>
        <translation>迷雾矩形</translation>
    </message>
    <message>
        <location filename="../../ui/play/fog_tools.py" line="83"/>
        <source>Drag a rectangle to reveal it to the players; right-drag to hide it</source>
        <translation>拖出一个矩形以向玩家显示；右键拖动以隐藏</translation>
    </message>
</context>
<context>
    <name>HelpActions</name>
    <message>
        <location filename="../../ui/help/__init__.py" line="32"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../ui/help/__init__.py" line="46"/>
        <source>&amp;Rules Reference</source>
        <translation>规则参考(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/help/__init__.py" line="49"/>
        <source>Cover, concealment and flanking in the current ruleset</source>
        <translation>当前规则集中的掩蔽、遮蔽与夹击</translation>
    </message>
    <message>
        <location filename="../../ui/help/__init__.py" line="51"/>
        <source>Rules in &amp;Full</source>
        <translation>完整规则(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/help/__init__.py" line="54"/>
        <source>Everything the engine decides, with the decisions Battlemap made (English)</source>
        <translation>引擎判定的全部规则，以及 Battlemap 所做的取舍（英文）</translation>
    </message>
    <message>
        <location filename="../../ui/help/__init__.py" line="56"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../ui/help/__init__.py" line="60"/>
        <source>&amp;About Battlemap</source>
        <translation>关于 Battlemap(&amp;A)</translation>
    </message>
</context>
<context>
    <name>HistoryDock</name>
    <message>
        <location filename="../../ui/docks/history_dock.py" line="100"/>
        <source>History</source>
        <translation>历史记录</translation>
    </message>
    <message>
        <location filename="../../ui/docks/history_dock.py" line="102"/>
        <source>&lt;opened map&gt;</source>
        <translation>&lt;已打开的地图&gt;</translation>
    </message>
</context>
<context>
    <name>ImportUvtt</name>
    <message>
        <location filename="../../ui/background/import_uvtt.py" line="30"/>
        <source>Universal VTT maps ({patterns});;All files (*)</source>
        <translation>Universal VTT 地图 ({patterns});;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/background/import_uvtt.py" line="39"/>
        <source>Import Universal VTT map</source>
        <translation>导入 Universal VTT 地图</translation>
    </message>
    <message>
        <location filename="../../ui/background/import_uvtt.py" line="51"/>
        <source>Cannot import map</source>
        <translation>无法导入地图</translation>
    </message>
    <message>
        <location filename="../../ui/background/import_uvtt.py" line="54"/>
        <source>{name} (imported)</source>
        <translation>{name}（已导入）</translation>
    </message>
    <message>
        <location filename="../../ui/background/import_uvtt.py" line="58"/>
        <source>Imported {file}: {walls} walls, {doors} doors, {w} × {h} squares</source>
        <translation>已导入 {file}：{walls} 面墙，{doors} 扇门，{w} × {h} 格</translation>
    </message>
</context>
<context>
    <name>InspectorDock</name>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="317"/>
        <source>Rules Inspector</source>
        <translation>规则检查器</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="491"/>
        <source>Select a token on the map: its attacks show here.</source>
        <translation>在地图上选择一个标记：它的攻击会显示在这里。</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="494"/>
        <source>%1 attack by %2</source>
        <translation>%2 的%1攻击</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="550"/>
        <source>Select a row to see the whole result, the lines and the reasons.</source>
        <translation>选择一行以查看完整结果、线条与原因。</translation>
    </message>
</context>
<context>
    <name>Legend</name>
    <message>
        <location filename="../../render/export/overlays.py" line="62"/>
        <location filename="../../ui/overlays/legend_dock.py" line="49"/>
        <source>Melee attack by %1</source>
        <translation>%1 的近战攻击</translation>
    </message>
    <message>
        <location filename="../../render/export/overlays.py" line="63"/>
        <location filename="../../ui/overlays/legend_dock.py" line="50"/>
        <source>Ranged attack by %1</source>
        <translation>%1 的远程攻击</translation>
    </message>
    <message>
        <location filename="../../render/export/overlays.py" line="64"/>
        <location filename="../../ui/overlays/legend_dock.py" line="51"/>
        <source>Area attack by %1</source>
        <translation>%1 的区域攻击</translation>
    </message>
    <message>
        <location filename="../../render/export/overlays.py" line="65"/>
        <location filename="../../ui/overlays/legend_dock.py" line="52"/>
        <source>Close attack by %1</source>
        <translation>%1 的近程攻击</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="106"/>
        <source>Badges give cover with its AC and Reflex bonus, concealment with its miss chance, flanking, combat advantage, and the total attack and AC modifiers.</source>
        <translation>标签显示掩蔽及其 AC 与反射加值、遮蔽及其失手几率、夹击、战斗优势，以及攻击与 AC 的总修正值。</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="108"/>
        <source>Legend</source>
        <translation>图例</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="110"/>
        <source>Light source</source>
        <translation>光源</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="112"/>
        <source>Dim light</source>
        <translation>昏暗光照</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="114"/>
        <source>Darkness (no light)</source>
        <translation>黑暗（无光）</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="116"/>
        <source>%1 (inactive)</source>
        <translation>%1（未启用）</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="118"/>
        <source>Clear line</source>
        <translation>畅通的线</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="120"/>
        <source>Line blocked by terrain</source>
        <translation>被地形阻挡的线</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="122"/>
        <source>Line blocked by a creature</source>
        <translation>被生物阻挡的线</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="124"/>
        <source>What blocks</source>
        <translation>阻挡物</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="126"/>
        <source>Where the lines start (corner or origin)</source>
        <translation>线的起点（角或原点）</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="128"/>
        <source>Attacker</source>
        <translation>攻击者</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="130"/>
        <source>Flanking</source>
        <translation>夹击</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="132"/>
        <source>Cannot be attacked (total cover)</source>
        <translation>无法攻击（绝对掩蔽）</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="134"/>
        <source>Total concealment</source>
        <translation>完全遮蔽</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="136"/>
        <source>Badge: no cover or concealment</source>
        <translation>标签：无掩蔽或遮蔽</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="138"/>
        <source>Badge: cover or concealment</source>
        <translation>标签：有掩蔽或遮蔽</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="140"/>
        <source>Badge: heavy cover or total concealment</source>
        <translation>标签：强掩蔽或完全遮蔽</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="142"/>
        <source>Badge: melee target out of reach (greyed)</source>
        <translation>标签：近战目标超出触及范围（灰色）</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="144"/>
        <source>Area template: the squares it covers</source>
        <translation>区域模板：覆盖的方格</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="146"/>
        <source>Spared: on a covered square, no line of effect</source>
        <translation>幸免：位于被覆盖的方格，但没有效果线</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="148"/>
        <source>Ally caught in the area (friendly fire)</source>
        <translation>范围内被波及的盟友（友军误伤）</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="150"/>
        <source>%1 measures templates in squares, not in feet</source>
        <translation>%1 以方格而非英尺计量模板</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="152"/>
        <source>%1 measures templates in feet, not in squares</source>
        <translation>%1 以英尺而非方格计量模板</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="154"/>
        <source>its creature is no longer on the map</source>
        <translation>它的生物已不在地图上</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="156"/>
        <source>it lies off the board</source>
        <translation>它位于地图之外</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="158"/>
        <source>it no longer starts from its creature&apos;s squares</source>
        <translation>它不再从其生物所在的方格出发</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="160"/>
        <source>the blast overlaps its creature</source>
        <translation>爆发与其生物重叠</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="162"/>
        <source>the blast no longer touches its creature</source>
        <translation>爆发不再与其生物相邻</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="164"/>
        <source>%1 (inactive): %2</source>
        <translation>%1（未启用）：%2</translation>
    </message>
</context>
<context>
    <name>LegendDock</name>
    <message>
        <location filename="../../ui/overlays/legend_dock.py" line="170"/>
        <source>Legend</source>
        <translation>图例</translation>
    </message>
</context>
<context>
    <name>LightCommands</name>
    <message>
        <location filename="../../ui/commands/light_commands.py" line="17"/>
        <source>Place {name}</source>
        <translation>放置{name}</translation>
    </message>
    <message>
        <location filename="../../ui/commands/light_commands.py" line="27"/>
        <source>Move {name}</source>
        <translation>移动{name}</translation>
    </message>
    <message>
        <location filename="../../ui/commands/light_commands.py" line="33"/>
        <source>Remove {name}</source>
        <translation>移除{name}</translation>
    </message>
    <message>
        <location filename="../../ui/commands/light_commands.py" line="42"/>
        <source>Change {name}</source>
        <translation>更改{name}</translation>
    </message>
    <message>
        <location filename="../../ui/commands/light_commands.py" line="48"/>
        <source>Set ambient light</source>
        <translation>设置环境光</translation>
    </message>
</context>
<context>
    <name>LightPresets</name>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="22"/>
        <source>Torch</source>
        <translation>火把</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="22"/>
        <source>Hooded lantern</source>
        <translation>风帽提灯</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="23"/>
        <source>Sunrod</source>
        <translation>日光棒</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="23"/>
        <source>Light (spell)</source>
        <translation>光亮术（法术）</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="24"/>
        <source>Lantern</source>
        <translation>提灯</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="24"/>
        <source>Beacon</source>
        <translation>信标灯</translation>
    </message>
</context>
<context>
    <name>LightTool</name>
    <message>
        <location filename="../../ui/tools/light_tool.py" line="32"/>
        <source>Light</source>
        <translation>光源</translation>
    </message>
    <message>
        <location filename="../../ui/tools/light_tool.py" line="35"/>
        <source>Click to place a light (kind and radii in the palette); drag a light to move it; right-click a light to remove it</source>
        <translation>单击放置光源（种类和半径见调色板）；拖动光源以移动；右键单击光源将其移除</translation>
    </message>
</context>
<context>
    <name>LineTool</name>
    <message>
        <location filename="../../ui/tools/line_tool.py" line="44"/>
        <source>Wall line</source>
        <translation>墙线</translation>
    </message>
    <message>
        <location filename="../../ui/tools/line_tool.py" line="47"/>
        <source>Drag from corner to corner to draw a wall, door, window or low wall (kind in the palette); Shift keeps it straight; right-click removes one</source>
        <translation>从一角拖到另一角以绘制墙、门、窗或矮墙（类型在调色板中选择）；按住 Shift 保持直线；右键点击移除</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/main_window.py" line="100"/>
        <source>Tools</source>
        <translation>工具</translation>
    </message>
</context>
<context>
    <name>MoveTemplateCommand</name>
    <message>
        <location filename="../../ui/commands/move_template_command.py" line="19"/>
        <source>Move {name}</source>
        <translation>移动{name}</translation>
    </message>
</context>
<context>
    <name>MoveTokensCommand</name>
    <message>
        <location filename="../../ui/commands/move_tokens_command.py" line="23"/>
        <source>Move {name}</source>
        <translation>移动{name}</translation>
    </message>
    <message>
        <location filename="../../ui/commands/move_tokens_command.py" line="25"/>
        <source>Move {n} tokens</source>
        <translation>移动 {n} 个标记</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <location filename="../../ui/names.py" line="10"/>
        <source>wall</source>
        <translation>墙</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="11"/>
        <source>door</source>
        <translation>门</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="12"/>
        <source>window</source>
        <translation>窗</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="13"/>
        <source>low wall</source>
        <translation>矮墙</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="16"/>
        <source>Fine</source>
        <translation>超微型</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="17"/>
        <source>Diminutive</source>
        <translation>微型</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="18"/>
        <source>Tiny</source>
        <translation>超小型</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="19"/>
        <source>Small</source>
        <translation>小型</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="20"/>
        <source>Medium</source>
        <translation>中型</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="21"/>
        <source>Large</source>
        <translation>大型</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="22"/>
        <source>Huge</source>
        <translation>超大型</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="23"/>
        <source>Gargantuan</source>
        <translation>巨型</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="24"/>
        <source>Colossal</source>
        <translation>超巨型</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="32"/>
        <source>prone</source>
        <translation>倒地</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="33"/>
        <source>helpless</source>
        <translation>无助</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="34"/>
        <source>unconscious</source>
        <translation>昏迷</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="35"/>
        <source>stunned</source>
        <translation>震慑</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="36"/>
        <source>blinded</source>
        <translation>目盲</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="37"/>
        <source>invisible</source>
        <translation>隐形</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="38"/>
        <source>restrained</source>
        <translation>受缚</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="39"/>
        <source>dazed</source>
        <translation>晕眩</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="40"/>
        <source>surprised</source>
        <translation>被突袭</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="41"/>
        <source>paralyzed</source>
        <translation>麻痹</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="42"/>
        <source>asleep</source>
        <translation>睡着</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="45"/>
        <source>PCs</source>
        <translation>玩家角色</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="46"/>
        <source>allies</source>
        <translation>盟友</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="47"/>
        <source>enemies</source>
        <translation>敌人</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="48"/>
        <source>neutral</source>
        <translation>中立</translation>
    </message>
</context>
<context>
    <name>NewMapDialog</name>
    <message>
        <location filename="../../ui/dialogs/new_map_dialog.py" line="16"/>
        <source>New map</source>
        <translation>新地图</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_map_dialog.py" line="20"/>
        <source>Width</source>
        <translation>宽度</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_map_dialog.py" line="21"/>
        <source>Height</source>
        <translation>高度</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_map_dialog.py" line="24"/>
        <source>Ruleset</source>
        <translation>规则集</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_map_dialog.py" line="35"/>
        <source> squares</source>
        <translation> 格</translation>
    </message>
</context>
<context>
    <name>Overlay</name>
    <message>
        <location filename="../../ui/i18n_extra.py" line="54"/>
        <source>Out of reach</source>
        <translation>超出触及范围</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="56"/>
        <source>Soft cover</source>
        <translation>软掩蔽</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="58"/>
        <source>Partial cover</source>
        <translation>部分掩蔽</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="60"/>
        <source>Cover</source>
        <translation>掩蔽</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="62"/>
        <source>Improved cover</source>
        <translation>强化掩蔽</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="64"/>
        <source>Total cover</source>
        <translation>绝对掩蔽</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="66"/>
        <source>Lesser cover</source>
        <translation>次级掩蔽</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="68"/>
        <source>Standard cover</source>
        <translation>标准掩蔽</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="70"/>
        <source>Greater cover</source>
        <translation>高级掩蔽</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="72"/>
        <source>Superior cover</source>
        <translation>完全掩蔽</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="74"/>
        <source>No cover</source>
        <translation>无掩蔽</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="76"/>
        <source>Total concealment</source>
        <translation>完全遮蔽</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="78"/>
        <source>total cover</source>
        <translation>绝对掩蔽</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="80"/>
        <source>no line of effect</source>
        <translation>无效果线</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="82"/>
        <source>Concealment</source>
        <translation>遮蔽</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="84"/>
        <source>Ally caught (friendly fire)</source>
        <translation>盟友被波及（友军误伤）</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="86"/>
        <source>Coup de grace possible</source>
        <translation>可施展致命一击</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="88"/>
        <source>Flanked</source>
        <translation>被夹击</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="90"/>
        <source>Cannot be attacked: %1</source>
        <translation>无法攻击：%1</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="92"/>
        <source>%1% miss</source>
        <translation>%1% 失手</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="94"/>
        <source>Combat advantage %1</source>
        <translation>战斗优势 %1</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="96"/>
        <source>AC %1</source>
        <translation>AC %1</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="98"/>
        <source>Reflex %1</source>
        <translation>反射 %1</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="100"/>
        <source>attack %1</source>
        <translation>攻击 %1</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="102"/>
        <source>Flanked %1</source>
        <translation>被夹击 %1</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="104"/>
        <source>Total: attack %1, AC %2</source>
        <translation>合计：攻击 %1，AC %2</translation>
    </message>
</context>
<context>
    <name>OverlayLegend</name>
    <message>
        <location filename="../../ui/i18n_extra.py" line="194"/>
        <source>Obscured, but the attacker sees through it</source>
        <translation>有阴暗，但攻击者能看穿</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="196"/>
        <source>Concealment for the attacker</source>
        <translation>对攻击者构成遮蔽</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="198"/>
        <source>Total concealment for the attacker</source>
        <translation>对攻击者构成完全遮蔽</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="200"/>
        <source>Area origin (click a cell corner to move it)</source>
        <translation>区域原点（点击方格的一角来移动）</translation>
    </message>
</context>
<context>
    <name>Overlays</name>
    <message>
        <location filename="../../ui/i18n_extra.py" line="182"/>
        <source>Rules &amp;Overlays</source>
        <translation>规则叠加层(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="184"/>
        <source>L&amp;egend</source>
        <translation>图例(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="186"/>
        <source>&amp;Lines</source>
        <translation>线条(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="188"/>
        <source>&amp;Badges</source>
        <translation>标签(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="190"/>
        <source>&amp;Flanking</source>
        <translation>夹击(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="192"/>
        <source>&amp;Concealment Shading</source>
        <translation>遮蔽着色(&amp;C)</translation>
    </message>
</context>
<context>
    <name>PaintCellsCommand</name>
    <message>
        <location filename="../../ui/i18n_extra.py" line="166"/>
        <source>Fill rectangle with {terrain}</source>
        <translation>用{terrain}填充矩形</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="168"/>
        <source>Bucket fill with {terrain}</source>
        <translation>用{terrain}填充区域</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="170"/>
        <source>Paint {terrain}</source>
        <translation>绘制{terrain}</translation>
    </message>
</context>
<context>
    <name>Palette</name>
    <message>
        <location filename="../../ui/tools/palette.py" line="32"/>
        <source>Wall</source>
        <translation>墙</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="33"/>
        <source>wall</source>
        <translation>墙</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="34"/>
        <source>Low obstacle</source>
        <translation>矮障碍</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="35"/>
        <source>low obstacle</source>
        <translation>矮障碍</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="36"/>
        <source>Fog</source>
        <translation>雾</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="37"/>
        <source>fog</source>
        <translation>雾</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="38"/>
        <source>Heavy fog</source>
        <translation>浓雾</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="39"/>
        <source>heavy fog</source>
        <translation>浓雾</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="40"/>
        <source>Dim light</source>
        <translation>微光</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="41"/>
        <source>dim light</source>
        <translation>微光</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="42"/>
        <source>Darkness</source>
        <translation>黑暗</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="43"/>
        <source>darkness</source>
        <translation>黑暗</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="44"/>
        <source>Clear solid</source>
        <translation>清除障碍</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="45"/>
        <source>open ground</source>
        <translation>空地</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="46"/>
        <source>Clear obscurement</source>
        <translation>清除阴暗</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="47"/>
        <source>clear air</source>
        <translation>无阴暗</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="63"/>
        <source>Creature</source>
        <translation>生物</translation>
    </message>
</context>
<context>
    <name>PaletteDock</name>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="47"/>
        <source>Palette</source>
        <translation>调色板</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="63"/>
        <source>Terrain</source>
        <translation>地形</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="71"/>
        <source>{name} (key {n})</source>
        <translation>{name}（按键 {n}）</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="86"/>
        <source>Brush size (squares)</source>
        <translation>画笔大小（格）</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="91"/>
        <source>Wall line</source>
        <translation>墙线</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="106"/>
        <source>New token</source>
        <translation>新标记</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="112"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="119"/>
        <source>Size</source>
        <translation>体型</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="126"/>
        <source>Faction</source>
        <translation>阵营</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="130"/>
        <source>New light</source>
        <translation>新光源</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="134"/>
        <source>Kind</source>
        <translation>种类</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="140"/>
        <source> ft</source>
        <translation> 尺</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="143"/>
        <source>Bright radius</source>
        <translation>明亮半径</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="144"/>
        <source>Dim radius</source>
        <translation>昏暗半径</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="155"/>
        <source>{name} ({bright}/{dim} ft)</source>
        <translation>{name}（{bright}/{dim} 尺）</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="158"/>
        <source>Custom radii</source>
        <translation>自定义半径</translation>
    </message>
</context>
<context>
    <name>PasteCommand</name>
    <message>
        <location filename="../../ui/commands/clipboard_commands.py" line="23"/>
        <source>Paste</source>
        <translation>粘贴</translation>
    </message>
</context>
<context>
    <name>PlayCommands</name>
    <message>
        <location filename="../../ui/i18n_extra.py" line="292"/>
        <source>Reveal cells</source>
        <translation>显示方格</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="294"/>
        <source>Hide cells</source>
        <translation>隐藏方格</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="296"/>
        <source>Change turn order</source>
        <translation>更改回合顺序</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="298"/>
        <source>Next turn</source>
        <translation>下一回合</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="300"/>
        <source>Previous turn</source>
        <translation>上一回合</translation>
    </message>
</context>
<context>
    <name>PlayController</name>
    <message>
        <location filename="../../ui/play/controller.py" line="111"/>
        <source>{label} ({shortcut})</source>
        <translation>{label}（{shortcut}）</translation>
    </message>
    <message>
        <location filename="../../ui/play/controller.py" line="166"/>
        <source>Play</source>
        <translation>游戏</translation>
    </message>
    <message>
        <location filename="../../ui/play/controller.py" line="185"/>
        <source>&amp;Play</source>
        <translation>游戏(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/play/controller.py" line="196"/>
        <source>Conditions of the selected tokens</source>
        <translation>所选标记的状态</translation>
    </message>
    <message>
        <location filename="../../ui/play/controller.py" line="211"/>
        <source>Player view full screen on</source>
        <translation>玩家视图全屏显示于</translation>
    </message>
    <message>
        <location filename="../../ui/play/controller.py" line="235"/>
        <source>Play mode: terrain and walls are locked; F5 goes back to editing</source>
        <translation>游戏模式：地形与墙壁已锁定；按 F5 返回编辑</translation>
    </message>
    <message>
        <location filename="../../ui/play/controller.py" line="269"/>
        <source>Terrain and walls are locked in play mode (F5 leaves it)</source>
        <translation>游戏模式下地形与墙壁被锁定（按 F5 退出）</translation>
    </message>
    <message>
        <location filename="../../ui/play/controller.py" line="294"/>
        <source>No fight yet: add creatures to the turn order</source>
        <translation>尚未开始战斗：请将生物加入回合顺序</translation>
    </message>
    <message>
        <location filename="../../ui/play/controller.py" line="304"/>
        <source>Change whose turn it is</source>
        <translation>更改当前行动者</translation>
    </message>
    <message>
        <location filename="../../ui/play/controller.py" line="334"/>
        <location filename="../../ui/i18n_extra.py" line="320"/>
        <source>Turn fog of war off</source>
        <translation>关闭战争迷雾</translation>
    </message>
    <message>
        <location filename="../../ui/play/controller.py" line="337"/>
        <location filename="../../ui/i18n_extra.py" line="318"/>
        <source>Reveal the whole map</source>
        <translation>显示整张地图</translation>
    </message>
    <message>
        <location filename="../../ui/play/controller.py" line="337"/>
        <source>Cover the map with fog</source>
        <translation>用战争迷雾覆盖地图</translation>
    </message>
    <message>
        <location filename="../../ui/play/controller.py" line="432"/>
        <source>{n}: {name} ({w}×{h})</source>
        <translation>{n}：{name}（{w}×{h}）</translation>
    </message>
    <message>
        <location filename="../../ui/play/controller.py" line="433"/>
        <source>screen</source>
        <translation>屏幕</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="308"/>
        <source>Play mode</source>
        <translation>游戏模式</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="310"/>
        <source>At the table: terrain and walls locked, fog of war, bigger labels</source>
        <translation>在桌边使用：锁定地形与墙壁，启用战争迷雾，放大标签</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="312"/>
        <source>Next turn</source>
        <translation>下一回合</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="314"/>
        <source>Previous turn</source>
        <translation>上一回合</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="316"/>
        <source>Cover the whole map with fog</source>
        <translation>用战争迷雾覆盖整张地图</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="322"/>
        <source>Player view</source>
        <translation>玩家视图</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="324"/>
        <source>A second window for the players&apos; screen: no hidden tokens, fog of war in black</source>
        <translation>给玩家屏幕的第二个窗口：不显示隐藏标记，战争迷雾为黑色</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="326"/>
        <source>Show the attacker&apos;s overlays to players</source>
        <translation>向玩家显示攻击者的叠加层</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="328"/>
        <source>Player view follows my view</source>
        <translation>玩家视图跟随我的视图</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="330"/>
        <source>Fit the map in the player view</source>
        <translation>让地图适应玩家视图</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="332"/>
        <source>Leave full screen</source>
        <translation>退出全屏</translation>
    </message>
</context>
<context>
    <name>PlayerCanvas</name>
    <message>
        <location filename="../../ui/play/player_window.py" line="136"/>
        <source>Round {round}: {name}</source>
        <translation>第 {round} 轮：{name}</translation>
    </message>
    <message>
        <location filename="../../ui/play/player_window.py" line="137"/>
        <source>Round {round}</source>
        <translation>第 {round} 轮</translation>
    </message>
</context>
<context>
    <name>PlayerWindow</name>
    <message>
        <location filename="../../ui/play/player_window.py" line="229"/>
        <source>Battlemap: player view</source>
        <translation>Battlemap：玩家视图</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../ui/safety/preferences_dialog.py" line="23"/>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <location filename="../../ui/safety/preferences_dialog.py" line="29"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../../ui/safety/preferences_dialog.py" line="30"/>
        <source>Off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../../ui/safety/preferences_dialog.py" line="32"/>
        <source>How often a modified map is saved to the autosave folder, to recover it after a crash</source>
        <translation>修改过的地图多久保存一次到自动保存文件夹，以便在崩溃后恢复</translation>
    </message>
    <message>
        <location filename="../../ui/safety/preferences_dialog.py" line="34"/>
        <source>&amp;Autosave every</source>
        <translation>自动保存间隔(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../ui/safety/preferences_dialog.py" line="37"/>
        <source>System</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location filename="../../ui/safety/preferences_dialog.py" line="45"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../ui/safety/preferences_dialog.py" line="46"/>
        <source>A new language applies when Battlemap restarts.</source>
        <translation>新语言将在 Battlemap 重新启动后生效。</translation>
    </message>
    <message>
        <location filename="../../ui/safety/preferences_dialog.py" line="53"/>
        <source>&amp;Ruleset for new maps</source>
        <translation>新地图的规则集(&amp;R)</translation>
    </message>
</context>
<context>
    <name>QuickConditions</name>
    <message>
        <location filename="../../ui/play/conditions.py" line="54"/>
        <source>Hidden from players</source>
        <translation>对玩家隐藏</translation>
    </message>
    <message>
        <location filename="../../ui/play/conditions.py" line="102"/>
        <source>hidden</source>
        <translation>隐藏</translation>
    </message>
    <message>
        <location filename="../../ui/play/conditions.py" line="123"/>
        <source>{n} tokens</source>
        <translation>{n} 个标记</translation>
    </message>
    <message>
        <location filename="../../ui/play/conditions.py" line="128"/>
        <source>More conditions</source>
        <translation>更多状态</translation>
    </message>
    <message>
        <location filename="../../ui/play/conditions.py" line="138"/>
        <source>Add to turn order</source>
        <translation>加入回合顺序</translation>
    </message>
    <message>
        <location filename="../../ui/play/conditions.py" line="140"/>
        <source>Remove from turn order</source>
        <translation>移出回合顺序</translation>
    </message>
    <message>
        <location filename="../../ui/play/conditions.py" line="142"/>
        <source>Make it their turn</source>
        <translation>轮到其行动</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <location filename="../../ui/i18n_extra.py" line="12"/>
        <source>Every line to the target is blocked: total cover, it cannot be attacked.</source>
        <translation>通往目标的每条线都被阻挡：绝对掩蔽，无法攻击。</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="14"/>
        <source>A chosen line passes a wall, a low obstacle or a thin wall: cover.</source>
        <translation>所选的线穿过墙、矮障碍或薄墙：掩蔽。</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="16"/>
        <source>A chosen line passes another creature: soft cover.</source>
        <translation>所选的线穿过另一个生物：软掩蔽。</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="18"/>
        <source>More than half of the target is visible ({0:.0%}): partial cover.</source>
        <translation>目标超过一半可见（{0:.0%}）：部分掩蔽。</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="20"/>
        <source>The target&apos;s cover is improved (arrow slit or similar).</source>
        <translation>目标的掩蔽被强化（箭孔之类）。</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="22"/>
        <source>{0} of the 4 lines from the best corner are blocked.</source>
        <translation>从最佳角出发的 4 条线中有 {0} 条被阻挡。</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="24"/>
        <source>The centre line gives {0} cover.</source>
        <translation>中心线提供的掩蔽：{0}。</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="26"/>
        <source>The target stands in poor light: {0}.</source>
        <translation>目标处于光线不足处：{0}。</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="28"/>
        <source>The target&apos;s whole space is in fog: concealment.</source>
        <translation>目标所占的整个空间都在雾中：遮蔽。</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="30"/>
        <source>Fog on the chosen lines: {0}.</source>
        <translation>所选的线上有雾：{0}。</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="32"/>
        <source>The attacker cannot see the target (invisible, blinded or no line of sight): total concealment.</source>
        <translation>攻击者看不到目标（隐形、目盲或没有视线）：完全遮蔽。</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="34"/>
        <source>What obscures the target&apos;s square: {0}.</source>
        <translation>目标方格的阴暗情况：{0}。</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="36"/>
        <source>Concealment along the centre line or under the target: {0}.</source>
        <translation>中心线上或目标所在处的遮蔽：{0}。</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="38"/>
        <source>Flanking with {0}.</source>
        <translation>与 {0} 夹击。</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="40"/>
        <source>{0} flanking pair(s) around the target.</source>
        <translation>目标周围有 {0} 对夹击者。</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="42"/>
        <source>Combat advantage against the target.</source>
        <translation>对目标拥有战斗优势。</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <location filename="../../ui/i18n_extra.py" line="302"/>
        <source>Cannot recover map</source>
        <translation>无法恢复地图</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="304"/>
        <source>{name} (recovered)</source>
        <translation>{name}（已恢复）</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="306"/>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <location filename="../../ui/safety/recovery.py" line="85"/>
        <source>Recover map</source>
        <translation>恢复地图</translation>
    </message>
    <message>
        <location filename="../../ui/safety/recovery.py" line="100"/>
        <source>&amp;Recover</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/safety/recovery.py" line="101"/>
        <source>&amp;Show in Folder</source>
        <translation>在文件夹中显示(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/safety/recovery.py" line="102"/>
        <source>&amp;Discard</source>
        <translation>丢弃(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../ui/safety/recovery.py" line="103"/>
        <source>Decide &amp;Later</source>
        <translation>稍后决定(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../ui/safety/recovery.py" line="114"/>
        <source>Battlemap did not close properly. An autosaved version of {name} from {time} was found.</source>
        <translation>Battlemap 上次未正常关闭。找到了 {name} 于 {time} 自动保存的版本。</translation>
    </message>
    <message>
        <location filename="../../ui/safety/recovery.py" line="116"/>
        <source>Recovering it opens it with your changes; saving it replaces {path}.</source>
        <translation>恢复后将带着你的修改打开；保存时会替换 {path}。</translation>
    </message>
    <message>
        <location filename="../../ui/safety/recovery.py" line="119"/>
        <source>Careful: that file was saved after this autosave.</source>
        <translation>注意：该文件是在这次自动保存之后保存的。</translation>
    </message>
    <message>
        <location filename="../../ui/safety/recovery.py" line="121"/>
        <source>an untitled map</source>
        <translation>一张未命名的地图</translation>
    </message>
    <message>
        <location filename="../../ui/safety/recovery.py" line="122"/>
        <source>Battlemap did not close properly. An autosaved version of {name} from {time} was found. It had never been saved.</source>
        <translation>Battlemap 上次未正常关闭。找到了 {name} 于 {time} 自动保存的版本。它从未被保存过。</translation>
    </message>
    <message>
        <location filename="../../ui/safety/recovery.py" line="131"/>
        <source>Autosave folder</source>
        <translation>自动保存文件夹</translation>
    </message>
    <message>
        <location filename="../../ui/safety/recovery.py" line="132"/>
        <source>The autosaves are in {folder}</source>
        <translation>自动保存的文件位于 {folder}</translation>
    </message>
</context>
<context>
    <name>RectTool</name>
    <message>
        <location filename="../../ui/tools/rect_tool.py" line="81"/>
        <source>Rectangle</source>
        <translation>矩形</translation>
    </message>
    <message>
        <location filename="../../ui/tools/rect_tool.py" line="84"/>
        <source>Drag from corner to corner to fill a rectangle with the palette&apos;s terrain</source>
        <translation>从一角拖到另一角，用调色板中的地形填充矩形</translation>
    </message>
</context>
<context>
    <name>RemoveSegmentCommand</name>
    <message>
        <location filename="../../ui/commands/remove_segment_command.py" line="14"/>
        <source>Remove {kind}</source>
        <translation>移除{kind}</translation>
    </message>
</context>
<context>
    <name>RemoveTemplateCommand</name>
    <message>
        <location filename="../../ui/commands/remove_template_command.py" line="12"/>
        <source>Remove {name}</source>
        <translation>移除{name}</translation>
    </message>
</context>
<context>
    <name>ResultsModel</name>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="99"/>
        <source>Target</source>
        <translation>目标</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="101"/>
        <source>Attack?</source>
        <translation>可攻击？</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="102"/>
        <source>Can the target be attacked at all</source>
        <translation>目标是否能被攻击</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="103"/>
        <source>Area</source>
        <translation>范围</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="106"/>
        <source>Area attacks: is the target in the area (its template, or line of effect from the origin)</source>
        <translation>区域攻击：目标是否在区域内（其模板，或从原点出发的效果线）</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="108"/>
        <source>Cover</source>
        <translation>掩蔽</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="112"/>
        <source>Concealment</source>
        <translation>遮蔽</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="115"/>
        <source>Miss %</source>
        <translation>失手%</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="117"/>
        <source>Miss chance from concealment</source>
        <translation>遮蔽造成的失手几率</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="118"/>
        <source>Flanked</source>
        <translation>被夹击</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="121"/>
        <source>CA</source>
        <translation>优势</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="122"/>
        <source>Combat advantage (4e)</source>
        <translation>战斗优势（4e）</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="123"/>
        <source>Attack</source>
        <translation>攻击</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="124"/>
        <source>Total modifier to the attack roll</source>
        <translation>攻击检定的总修正值</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="125"/>
        <source>AC</source>
        <translation>AC</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="126"/>
        <source>Total change to the target&apos;s AC</source>
        <translation>目标 AC 的总变化</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="127"/>
        <source>Reflex</source>
        <translation>反射</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="128"/>
        <source>Cover bonus to Reflex saves</source>
        <translation>掩蔽对反射豁免的加值</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="129"/>
        <source>AoO</source>
        <translation>借机</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="130"/>
        <source>Attack of opportunity allowed</source>
        <translation>允许借机攻击</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="131"/>
        <source>Stealth</source>
        <translation>隐匿</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="132"/>
        <source>The target may hide</source>
        <translation>目标可以躲藏</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="133"/>
        <source>Sight</source>
        <translation>视线</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="134"/>
        <source>Line of sight</source>
        <translation>视线</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="135"/>
        <source>Effect</source>
        <translation>效果</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="136"/>
        <source>Line of effect</source>
        <translation>效果线</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="137"/>
        <source>Coup</source>
        <translation>致命</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="138"/>
        <source>Coup de grace possible</source>
        <translation>可施展致命一击</translation>
    </message>
</context>
<context>
    <name>RulerTool</name>
    <message>
        <location filename="../../ui/play/ruler.py" line="117"/>
        <source>Ruler</source>
        <translation>标尺</translation>
    </message>
    <message>
        <location filename="../../ui/play/ruler.py" line="120"/>
        <source>Drag from cell to cell to measure; Escape or a click dismisses the measurement</source>
        <translation>从一个方格拖到另一个方格进行测量；按 Esc 或点击取消测量</translation>
    </message>
    <message>
        <location filename="../../ui/play/ruler.py" line="210"/>
        <source>1 square (5 ft)</source>
        <translation>1 格（5 尺）</translation>
    </message>
    <message>
        <location filename="../../ui/play/ruler.py" line="212"/>
        <source>{squares} squares ({feet} ft)</source>
        <translation>{squares} 格（{feet} 尺）</translation>
    </message>
    <message>
        <location filename="../../ui/play/ruler.py" line="213"/>
        <source>every diagonal counts 1</source>
        <translation>每条对角线都算 1 格</translation>
    </message>
    <message>
        <location filename="../../ui/play/ruler.py" line="214"/>
        <source>diagonals count 1-2-1</source>
        <translation>对角线按 1-2-1 计算</translation>
    </message>
</context>
<context>
    <name>RulesDocumentDialog</name>
    <message>
        <location filename="../../ui/help/rules_document.py" line="19"/>
        <source>Battlemap Rules in Full</source>
        <translation>Battlemap 完整规则</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_document.py" line="27"/>
        <source>The rules document cannot be read: %1</source>
        <translation>无法读取规则文档：%1</translation>
    </message>
</context>
<context>
    <name>RulesReference</name>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="26"/>
        <source>Cover</source>
        <translation>掩蔽</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="27"/>
        <source>Concealment</source>
        <translation>遮蔽</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="28"/>
        <source>Flanking</source>
        <translation>夹击</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="29"/>
        <source>Flanking and combat advantage</source>
        <translation>夹击与战斗优势</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="30"/>
        <source>Conditions</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="31"/>
        <source>This ruleset</source>
        <translation>本规则集</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="35"/>
        <source>Choose a corner of one of your squares and draw lines to the four corners of one square of the target. You choose the corner and the square that suit you best.</source>
        <translation>在你所占的方格中选一个角，向目标某个方格的四个角画线。角和方格都由你选最有利的。</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="39"/>
        <source>If a line passes through a wall, a low obstacle or a thin wall, the target has cover: +4 to AC and +2 on Reflex saves.</source>
        <translation>如果有一条线穿过墙、矮障碍或薄墙，目标获得掩蔽：AC +4，反射豁免 +2。</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="42"/>
        <source>If a line passes only through a square held by another creature, friend or foe, the target has soft cover against ranged and reach attacks: +4 to AC, no Reflex bonus, and it does not allow stealth.</source>
        <translation>如果线只穿过其他生物（无论敌友）所占的方格，目标对远程与触及攻击获得软掩蔽：AC +4，但没有反射加值，也不能用来隐匿。</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="46"/>
        <source>A low obstacle gives cover only to a target within 30 ft (6 squares) of it, and not against an attacker closer to it than the target.</source>
        <translation>矮障碍只为距其 30 尺（6 格）以内的目标提供掩蔽，且对比目标更靠近障碍的攻击者无效。</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="49"/>
        <source>In melee against an adjacent target, only walls and low obstacles give cover; creatures never do.</source>
        <translation>近战攻击相邻目标时，只有墙与矮障碍提供掩蔽，生物从不提供。</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="52"/>
        <source>Without line of effect (every line blocked by a solid barrier) the target has total cover and cannot be attacked.</source>
        <translation>没有效果线（所有线都被坚固屏障阻挡）时，目标获得绝对掩蔽，无法被攻击。</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="55"/>
        <source>Partial cover (a GM option): when more than half of the target is visible, cover gives only +2 to AC and +1 on Reflex saves.</source>
        <translation>部分掩蔽（主持人选项）：目标超过一半可见时，掩蔽只提供 AC +2 与反射豁免 +1。</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="58"/>
        <source>Improved cover (an arrow slit, by the GM&apos;s ruling) doubles the bonuses: +8 to AC, +4 on Reflex saves and +10 on stealth checks.</source>
        <translation>强化掩蔽（如箭孔，由主持人裁定）使加值翻倍：AC +8，反射豁免 +4，隐匿检定 +10。</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="61"/>
        <source>No attack of opportunity against a target that has cover from you, soft cover included.</source>
        <translation>不能对相对你拥有掩蔽（包括软掩蔽）的目标进行借机攻击。</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="66"/>
        <source>Concealment gives a 20% miss chance, total concealment a 50% miss chance. Several sources never stack: the worst one applies.</source>
        <translation>遮蔽带来 20% 的失手几率，完全遮蔽带来 50%。多个来源从不叠加：只取最严重的一个。</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="69"/>
        <source>Ranged and reach attacks: if a line from the chosen corner passes through fog, the target has concealment; through heavy fog, total concealment (only concealment if the target is adjacent).</source>
        <translation>远程与触及攻击：若从所选角出发的线穿过雾，目标获得遮蔽；穿过浓雾则获得完全遮蔽（目标相邻时只算遮蔽）。</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="73"/>
        <source>Melee against an adjacent target: concealment only when the target&apos;s whole space is in fog.</source>
        <translation>近战攻击相邻目标：只有当目标整个空间都在雾中时才有遮蔽。</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="76"/>
        <source>Dim light gives concealment and darkness total concealment, unless the attacker&apos;s darkvision reaches the target; low-light vision ignores dim light.</source>
        <translation>微光提供遮蔽，黑暗提供完全遮蔽，除非攻击者的黑暗视觉范围能达到目标；微光视觉无视微光。</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="80"/>
        <source>An invisible target (unless the attacker sees invisible), a blinded attacker, or line of effect without line of sight: total concealment. No attack of opportunity against a target with total concealment.</source>
        <translation>目标隐形（除非攻击者能识破隐形）、攻击者目盲，或有效果线却没有视线：完全遮蔽。不能对拥有完全遮蔽的目标进行借机攻击。</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="86"/>
        <source>In melee you flank a target when an ally who also threatens it stands on the opposite side: the line between the centres of your squares passes through opposite sides or corners of the target&apos;s space. Flanking gives +2 on the attack roll.</source>
        <translation>近战时，若同样威胁目标的盟友位于目标的另一侧，你便夹击了目标：你们方格中心之间的连线穿过目标空间相对的两边或两角。夹击使攻击检定 +2。</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="91"/>
        <source>Only a creature that threatens the target can flank: not with a reach of 0 ft, and not while helpless, unconscious, stunned, paralyzed or dazed.</source>
        <translation>只有威胁目标的生物才能夹击：触及为 0 尺者不行，处于无助、昏迷、震慑、麻痹或晕眩状态者也不行。</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="96"/>
        <source>A prone target has +4 to AC against ranged attacks and −4 against melee; a prone attacker takes −4 on melee attack rolls.</source>
        <translation>倒地的目标对远程攻击 AC +4，对近战 AC −4；倒地的攻击者近战攻击检定 −4。</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="99"/>
        <source>A helpless target has −4 to AC against melee and a further −5 for its Dexterity of 0; an adjacent attacker can deliver a coup de grace.</source>
        <translation>无助的目标对近战 AC −4，并因敏捷视为 0 再 −5；相邻的攻击者可以施展致命一击。</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="105"/>
        <source>D&amp;D 3.5: a 10-ft reach also threatens the square two squares away diagonally. Cover and concealment allow a Hide check.</source>
        <translation>D&amp;D 3.5：10 尺触及也威胁对角线上相隔两格的方格。掩蔽与遮蔽允许进行躲藏检定。</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="110"/>
        <source>Pathfinder: a 10-ft reach also threatens the square two squares away diagonally. Cover and concealment allow a Stealth check.</source>
        <translation>开拓者：10 尺触及也威胁对角线上相隔两格的方格。掩蔽与遮蔽允许进行隐匿检定。</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="115"/>
        <source>Starfinder: the flanking bonus never exceeds +2. Cover and concealment allow a Stealth check. Prone in zero gravity (off-kilter) is not modelled.</source>
        <translation>Starfinder：夹击加值永远不超过 +2。掩蔽与遮蔽允许进行隐匿检定。零重力下的倒地（失衡）未纳入计算。</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="124"/>
        <source>Draw one line from the centre of your space to the centre of the target&apos;s space (for an area effect, from its point of origin).</source>
        <translation>从你空间的中心向目标空间的中心画一条线（区域效果则从其原点画）。</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="127"/>
        <source>Through a wall, a low wall or a thin wall: standard cover (+4 to AC). Through a creature only: lesser cover (+2 to AC). A blocking creature larger than the target raises the cover by one degree, a smaller one lowers it by one degree.</source>
        <translation>穿过墙、矮墙或薄墙：标准掩蔽（AC +4）。只穿过生物：次级掩蔽（AC +2）。阻挡的生物比目标大时掩蔽提高一级，比目标小时降低一级。</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="132"/>
        <source>Area effects: each square on the line with an object, a creature or terrain that blocks vision raises the cover by one degree, up to greater cover (+8 to AC and on Reflex saves, and the save counts one degree better).</source>
        <translation>区域效果：线上每有一个含物体、生物或阻挡视线之地形的方格，掩蔽提高一级，最高为高级掩蔽（AC 与反射豁免 +8，且豁免结果视为提高一级）。</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="137"/>
        <source>Without line of effect the target has total cover. Standard and greater cover allow a Stealth check, lesser cover does not. No attack of opportunity against a target with any cover.</source>
        <translation>没有效果线时目标获得绝对掩蔽。标准掩蔽与高级掩蔽允许隐匿检定，次级掩蔽不允许。目标有任何掩蔽时都不能对其进行借机攻击。</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="143"/>
        <source>Concealment gives a 20% miss chance, total concealment a 50% miss chance.</source>
        <translation>遮蔽带来 20% 的失手几率，完全遮蔽带来 50%。</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="145"/>
        <source>Ranged and reach attacks: the target is concealed if fog, heavy fog, dim light or darkness lies on the centre line or under the target. Melee against an adjacent target: only if its whole space is in such an effect.</source>
        <translation>远程与触及攻击：若中心线上或目标所在处有雾、浓雾、微光或黑暗，目标获得遮蔽。近战攻击相邻目标：只有当其整个空间都处于此类效果中时才有遮蔽。</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="149"/>
        <source>Without line of sight the target has total concealment. Concealment also allows a Stealth check.</source>
        <translation>没有视线时目标获得完全遮蔽。遮蔽也允许进行隐匿检定。</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="154"/>
        <source>Each pair of creatures that threaten the target from opposite sides is a flanking pair. With n pairs, every flanker gets +n on the attack roll, up to +4 around a Medium or smaller target (more around larger ones). You must be in one of the pairs.</source>
        <translation>每一对从相对两侧威胁目标的生物构成一组夹击。共有 n 组时，每个夹击者攻击检定 +n，围绕中型或更小的目标最多 +4（更大的目标可以更多）。你必须属于其中一组。</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="159"/>
        <source>No flanking if your centre line gives the target any cover.</source>
        <translation>若你的中心线使目标获得任何掩蔽，就不算夹击。</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="165"/>
        <source>Choose a corner of a square of your space (for close and area attacks, a corner of the origin square) and draw lines to the four corners of a square of the target.</source>
        <translation>在你所处的方格中选定一角（近程攻击和区域攻击则选起始方格的一角），然后向目标所在方格的四个角画假想线。</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="169"/>
        <source>Count the lines blocked by walls, low obstacles and thin walls or, for ranged attacks only, by your enemies: 1 or 2 blocked lines give cover (−2 to the attack roll), 3 or 4 give superior cover (−5). Touching the edge of a square never blocks.</source>
        <translation>数一数被墙、矮障碍、薄墙，或（仅限远程攻击）被你的敌人阻断的线：1 或 2 条被阻断则目标处于掩蔽（攻击检定 −2），3 或 4 条则处于完全掩蔽（−5）。假想线不会被方格的边缘阻断。</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="174"/>
        <source>Allies never give cover to your enemies, and no creature gives cover against melee, close or area attacks. Without line of effect the target cannot be attacked.</source>
        <translation>同伴永远不会对你的敌人提供掩蔽，任何生物都不会对近战、近程和区域攻击提供掩蔽。没有效果线时无法攻击目标。</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="180"/>
        <source>Concealment depends on the target&apos;s square, not on the path: fog or dim light gives concealment (−2 to the attack roll); heavy fog gives concealment next to you and total concealment (−5) farther away; darkness gives total concealment.</source>
        <translation>遮蔽取决于目标所在的方格，而非路径：雾或微光提供遮蔽（攻击检定 −2）；浓雾在与你相邻时提供遮蔽，更远时提供完全遮蔽（−5）；黑暗提供完全遮蔽。</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="185"/>
        <source>Low-light vision ignores dim light, darkvision also darkness. An invisible target or a blinded attacker means total concealment. Close and area attacks ignore concealment.</source>
        <translation>微光视觉无视微光，黑暗视觉还能无视黑暗。目标隐形或攻击者目盲即为完全遮蔽。近程攻击与区域攻击无视遮蔽。</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="191"/>
        <source>You flank a target when you and an ally are both adjacent to it, able to act, and on opposite sides of it. Flanking grants combat advantage.</source>
        <translation>当你和一名盟友都与目标相邻、都能行动，且位于目标相对的两侧时，你们便夹击了目标。夹击给予战斗优势。</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="194"/>
        <source>Combat advantage gives +2 on the attack roll. You must see the target; you have it against a target that is flanked, prone (melee only), helpless, stunned, dazed, blinded, restrained, surprised or unconscious, or that cannot see you.</source>
        <translation>战斗优势使攻击检定 +2。你必须看得到目标；当目标被夹击、倒地（仅对近战攻击）、无助、震慑、晕眩、目盲、受缚、被突袭或昏迷，或无法看到你时，你获得战斗优势。</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="199"/>
        <source>No opportunity attack against a target with total cover or total concealment.</source>
        <translation>不能对拥有绝对掩蔽或完全遮蔽的目标进行借机攻击。</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="204"/>
        <source>Rules reference: %1</source>
        <translation>规则参考：%1</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="205"/>
        <source>How Battlemap decides cover, concealment and flanking for this ruleset. The overlays on the map follow these rules.</source>
        <translation>Battlemap 在本规则集下如何判定掩蔽、遮蔽与夹击。地图上的叠加层遵循这些规则。</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="208"/>
        <source>There is no summary for this ruleset yet.</source>
        <translation>此规则集暂无摘要。</translation>
    </message>
</context>
<context>
    <name>RulesReferenceDialog</name>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="271"/>
        <source>Rules Reference</source>
        <translation>规则参考</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="283"/>
        <source>Ruleset</source>
        <translation>规则集</translation>
    </message>
</context>
<context>
    <name>RulesTooltip</name>
    <message>
        <location filename="../../ui/i18n_extra.py" line="202"/>
        <source>something</source>
        <translation>某物</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="204"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="206"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="208"/>
        <source>Updating…</source>
        <translation>正在更新…</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="210"/>
        <source>Melee</source>
        <translation>近战</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="212"/>
        <source>Ranged</source>
        <translation>远程</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="214"/>
        <source>Area</source>
        <translation>区域</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="216"/>
        <source>Close</source>
        <translation>近程</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="218"/>
        <source>a low obstacle</source>
        <translation>矮障碍</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="220"/>
        <source>a wall square</source>
        <translation>墙格</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="222"/>
        <source>thin wall</source>
        <translation>薄墙</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="224"/>
        <source>Line of effect</source>
        <translation>效果线</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="226"/>
        <source>Line of sight</source>
        <translation>视线</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="228"/>
        <source>Cover</source>
        <translation>掩蔽</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="230"/>
        <source>Concealment</source>
        <translation>遮蔽</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="232"/>
        <source>Flanked</source>
        <translation>被夹击</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="234"/>
        <source>Attack modifier</source>
        <translation>攻击修正</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="236"/>
        <source>AC modifier</source>
        <translation>AC 修正</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="238"/>
        <source>Reflex modifier</source>
        <translation>反射修正</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="240"/>
        <source>Can attack</source>
        <translation>可以攻击</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="242"/>
        <source>Attack of opportunity</source>
        <translation>借机攻击</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="244"/>
        <source>Stealth possible</source>
        <translation>可以隐匿</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="246"/>
        <source>Coup de grace</source>
        <translation>致命一击</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="248"/>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="250"/>
        <source>Total concealment</source>
        <translation>完全遮蔽</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="252"/>
        <source>the creature %1</source>
        <translation>生物 %1</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="254"/>
        <source>%1: clear</source>
        <translation>%1：畅通</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="256"/>
        <source>In reach</source>
        <translation>在触及范围内</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="258"/>
        <source>Friendly fire</source>
        <translation>友军误伤</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="260"/>
        <source>an ally caught in the area</source>
        <translation>范围内被波及的盟友</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="262"/>
        <source>Visible fraction</source>
        <translation>可见比例</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="264"/>
        <source>Combat advantage</source>
        <translation>战斗优势</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="266"/>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="268"/>
        <source>%1: blocked by %2</source>
        <translation>%1：被%2阻挡</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="270"/>
        <source>(%1% miss chance)</source>
        <translation>（%1% 失手几率）</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="272"/>
        <source>a thin wall (%1) #%2</source>
        <translation>薄墙（%1）#%2</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="274"/>
        <source>attack %1</source>
        <translation>攻击 %1</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="276"/>
        <source>AC %1</source>
        <translation>AC %1</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="278"/>
        <source>Reflex %1</source>
        <translation>反射 %1</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="280"/>
        <source>(attack %1)</source>
        <translation>（攻击 %1）</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="282"/>
        <source>yes%1, with %2</source>
        <translation>是%1，与 %2</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="284"/>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="286"/>
        <source>Lines (%1 of %2 blocked)</source>
        <translation>线（%2 条中 %1 条被阻挡）</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="288"/>
        <source>%1 at (%2, %3)</source>
        <translation>位于 (%2, %3) 的%1</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="290"/>
        <source>%1 → %2 · %3 attack · %4</source>
        <translation>%1 → %2 · %3攻击 · %4</translation>
    </message>
</context>
<context>
    <name>RulesetChooser</name>
    <message>
        <location filename="../../ui/ruleset_combo.py" line="41"/>
        <source>Ruleset that judges cover, concealment and flanking</source>
        <translation>判定掩蔽、遮蔽与夹击的规则集</translation>
    </message>
</context>
<context>
    <name>Rulesets</name>
    <message>
        <location filename="../../ui/i18n_extra.py" line="44"/>
        <source>D&amp;D 3.5</source>
        <translation>D&amp;D 3.5</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="46"/>
        <source>Pathfinder 1e</source>
        <translation>开拓者 第一版</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="48"/>
        <source>Starfinder</source>
        <translation>Starfinder</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="50"/>
        <source>D&amp;D 4e</source>
        <translation>D&amp;D 第四版</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="52"/>
        <source>Graded cover</source>
        <translation>分级掩蔽</translation>
    </message>
</context>
<context>
    <name>SafetyController</name>
    <message>
        <location filename="../../ui/safety/install.py" line="61"/>
        <source>&amp;Preferences...</source>
        <translation>首选项(&amp;P)...</translation>
    </message>
</context>
<context>
    <name>SegmentItem</name>
    <message>
        <location filename="../../ui/scene/segment_item.py" line="64"/>
        <source>open</source>
        <translation>开</translation>
    </message>
    <message>
        <location filename="../../ui/scene/segment_item.py" line="65"/>
        <source>closed</source>
        <translation>关</translation>
    </message>
</context>
<context>
    <name>SelectTool</name>
    <message>
        <location filename="../../ui/tools/select_tool.py" line="71"/>
        <source>Select</source>
        <translation>选择</translation>
    </message>
    <message>
        <location filename="../../ui/tools/select_tool.py" line="74"/>
        <source>Click or drag a box to select tokens (the box&apos;s terrain is copied too), Shift to add; drag tokens to move them, arrow keys nudge them; double-click a door to open or close it</source>
        <translation>单击或拖出方框以选择标记（方框内的地形也会被复制），按 Shift 添加；拖动标记以移动，方向键逐格移动；双击门以打开或关闭</translation>
    </message>
</context>
<context>
    <name>SetBackgroundCommand</name>
    <message>
        <location filename="../../ui/commands/set_background_command.py" line="13"/>
        <source>Remove background</source>
        <translation>移除背景</translation>
    </message>
    <message>
        <location filename="../../ui/commands/set_background_command.py" line="15"/>
        <source>Set background image</source>
        <translation>设置背景图像</translation>
    </message>
    <message>
        <location filename="../../ui/commands/set_background_command.py" line="16"/>
        <source>Calibrate background</source>
        <translation>校准背景</translation>
    </message>
</context>
<context>
    <name>SetOptionsCommand</name>
    <message>
        <location filename="../../ui/commands/set_options_command.py" line="12"/>
        <source>Change options</source>
        <translation>更改选项</translation>
    </message>
</context>
<context>
    <name>SetRulesetCommand</name>
    <message>
        <location filename="../../ui/commands/set_ruleset_command.py" line="16"/>
        <source>Ruleset {old} → {name}</source>
        <translation>规则 {old} → {name}</translation>
    </message>
</context>
<context>
    <name>SetSegmentCommand</name>
    <message>
        <location filename="../../ui/commands/set_segment_command.py" line="17"/>
        <source>Open door</source>
        <translation>打开门</translation>
    </message>
    <message>
        <location filename="../../ui/commands/set_segment_command.py" line="18"/>
        <source>Close door</source>
        <translation>关上门</translation>
    </message>
    <message>
        <location filename="../../ui/commands/set_segment_command.py" line="20"/>
        <source>Change {kind}</source>
        <translation>更改{kind}</translation>
    </message>
</context>
<context>
    <name>SetTokenArtCommand</name>
    <message>
        <location filename="../../ui/commands/set_token_art_command.py" line="15"/>
        <source>Clear token art</source>
        <translation>清除标记图片</translation>
    </message>
    <message>
        <location filename="../../ui/commands/set_token_art_command.py" line="17"/>
        <source>Set token art</source>
        <translation>设置标记图片</translation>
    </message>
</context>
<context>
    <name>SetTokenPropertiesCommand</name>
    <message>
        <location filename="../../ui/commands/set_token_properties_command.py" line="18"/>
        <source>Change {property}</source>
        <translation>更改{property}</translation>
    </message>
</context>
<context>
    <name>ShortcutSheet</name>
    <message>
        <location filename="../../ui/i18n_extra.py" line="172"/>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="174"/>
        <source>Menu</source>
        <translation>菜单</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="176"/>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="178"/>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="180"/>
        <source>Elsewhere</source>
        <translation>其他</translation>
    </message>
</context>
<context>
    <name>StatusInfo</name>
    <message>
        <location filename="../../ui/status_bar.py" line="29"/>
        <location filename="../../ui/status_bar.py" line="30"/>
        <source>Square {x}, {y}</source>
        <translation>方格 {x}, {y}</translation>
    </message>
    <message>
        <location filename="../../ui/status_bar.py" line="39"/>
        <source>Zoom {percent}%</source>
        <translation>缩放 {percent}%</translation>
    </message>
</context>
<context>
    <name>TemplateController</name>
    <message>
        <location filename="../../ui/templates/controller.py" line="161"/>
        <source>Burst</source>
        <translation>爆发</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controller.py" line="161"/>
        <source>Cone</source>
        <translation>锥形</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controller.py" line="161"/>
        <source>Line</source>
        <translation>直线</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controller.py" line="162"/>
        <source>Blast</source>
        <translation>冲击</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controller.py" line="217"/>
        <source>%1 is inactive: %2</source>
        <translation>%1 未启用：%2</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controller.py" line="227"/>
        <source> (switch the ruleset back to use it)</source>
        <translation>（切换回原规则集即可使用）</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controller.py" line="229"/>
        <source>%1 templates are inactive under %2 (switch the ruleset back to use them)</source>
        <translation>%1 个模板在 %2 下未启用（切换回原规则集即可使用）</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controller.py" line="233"/>
        <source>Every template is active again</source>
        <translation>所有模板已重新启用</translation>
    </message>
</context>
<context>
    <name>TemplateControls</name>
    <message>
        <location filename="../../ui/templates/controls.py" line="23"/>
        <source>Template</source>
        <translation>模板</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="30"/>
        <source>Template:</source>
        <translation>模板：</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="36"/>
        <source>Shape of the area template the Area tool places</source>
        <translation>区域工具放置的模板形状</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="42"/>
        <source>Radius, length or size of the template</source>
        <translation>模板的半径、长度或大小</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="47"/>
        <source>The map&apos;s templates: the chosen one is judged</source>
        <translation>地图上的模板：对所选模板进行判定</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="51"/>
        <source>Remove template</source>
        <translation>移除模板</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="52"/>
        <source>Remove the chosen template from the map</source>
        <translation>从地图上移除所选模板</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="68"/>
        <source>Burst</source>
        <translation>爆发</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="68"/>
        <source>Cone</source>
        <translation>锥形</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="68"/>
        <source>Line</source>
        <translation>直线</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="69"/>
        <source>Area burst</source>
        <translation>区域爆发</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="69"/>
        <source>Close burst</source>
        <translation>近距爆发</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="70"/>
        <source>Close blast</source>
        <translation>近距冲击</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="75"/>
        <source>%1 sq</source>
        <translation>%1格</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="76"/>
        <source>%1 ft</source>
        <translation>%1尺</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="84"/>
        <source>(no template)</source>
        <translation>（无模板）</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="85"/>
        <source>%1 (inactive)</source>
        <translation>%1（未启用）</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="94"/>
        <source>%1 templates inactive under this ruleset</source>
        <translation>%1 个模板在此规则集下未启用</translation>
    </message>
</context>
<context>
    <name>TokenArt</name>
    <message>
        <location filename="../../ui/token_art/art_files.py" line="39"/>
        <source>the picture is {w}x{h} pixels; token art is at most {mp} megapixels</source>
        <translation>图片为 {w}x{h} 像素；标记图片最多 {mp} 百万像素</translation>
    </message>
    <message>
        <location filename="../../ui/token_art/art_files.py" line="48"/>
        <source>the picture takes {mib} MiB as PNG; token art is at most {limit} MiB</source>
        <translation>图片存为 PNG 占 {mib} MiB；标记图片最多 {limit} MiB</translation>
    </message>
</context>
<context>
    <name>TokenArtDrops</name>
    <message>
        <location filename="../../ui/token_art/drops.py" line="155"/>
        <source>No room for a new token</source>
        <translation>没有空间放置新标记</translation>
    </message>
    <message>
        <location filename="../../ui/token_art/drops.py" line="156"/>
        <source>Every square near here is taken.</source>
        <translation>附近的格子都已被占用。</translation>
    </message>
    <message>
        <location filename="../../ui/token_art/drops.py" line="164"/>
        <source>Cannot use this image</source>
        <translation>无法使用此图像</translation>
    </message>
</context>
<context>
    <name>TokenDock</name>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="42"/>
        <location filename="../../ui/docks/token_dock.py" line="186"/>
        <source>Token</source>
        <translation>标记</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="49"/>
        <source>Select a token to edit it.</source>
        <translation>选择一个标记进行编辑。</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="66"/>
        <source> ft</source>
        <translation> 尺</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="84"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="89"/>
        <source>Size</source>
        <translation>体型</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="94"/>
        <source>Faction</source>
        <translation>阵营</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="95"/>
        <source>Art</source>
        <translation>图片</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="96"/>
        <source>by size</source>
        <translation>按体型</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="99"/>
        <source>Reach</source>
        <translation>触及</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="100"/>
        <location filename="../../ui/docks/token_dock.py" line="116"/>
        <location filename="../../ui/docks/token_dock.py" line="117"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="103"/>
        <source>Darkvision</source>
        <translation>黑暗视觉</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="105"/>
        <source>Low-light vision</source>
        <translation>微光视觉</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="106"/>
        <source>See invisible</source>
        <translation>识破隐形</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="107"/>
        <source>Improved cover (GM ruling)</source>
        <translation>强化掩蔽（主持人裁定）</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="108"/>
        <source>Hidden from players</source>
        <translation>对玩家隐藏</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="112"/>
        <source>Carries a light</source>
        <translation>携带光源</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="121"/>
        <source>Bright light</source>
        <translation>明亮光照</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="122"/>
        <source>Dim light</source>
        <translation>昏暗光照</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="123"/>
        <source>Conditions</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="142"/>
        <source>Art…</source>
        <translation>图片…</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="143"/>
        <source>Show a picture (PNG, JPEG or WebP) on the selected tokens; or drop an image file on a token</source>
        <translation>在所选标记上显示图片（PNG、JPEG 或 WebP）；也可将图像文件拖放到标记上</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="146"/>
        <source>Clear art</source>
        <translation>清除图片</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="147"/>
        <source>Show the initials again</source>
        <translation>重新显示首字母</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="184"/>
        <source>Token ({n} selected)</source>
        <translation>标记（已选 {n} 个）</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="230"/>
        <source>Choose token art</source>
        <translation>选择标记图片</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="243"/>
        <source>Cannot use this image</source>
        <translation>无法使用此图像</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="299"/>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="299"/>
        <source>size</source>
        <translation>体型</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="299"/>
        <source>faction</source>
        <translation>阵营</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="300"/>
        <source>reach</source>
        <translation>触及</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="300"/>
        <source>darkvision</source>
        <translation>黑暗视觉</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="301"/>
        <source>low-light vision</source>
        <translation>微光视觉</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="301"/>
        <source>see invisible</source>
        <translation>识破隐形</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="302"/>
        <source>improved cover</source>
        <translation>强化掩蔽</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="302"/>
        <source>hidden</source>
        <translation>隐藏</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="303"/>
        <source>light</source>
        <translation>光源</translation>
    </message>
</context>
<context>
    <name>TokenTool</name>
    <message>
        <location filename="../../ui/tools/token_tool.py" line="35"/>
        <source>Token</source>
        <translation>标记</translation>
    </message>
    <message>
        <location filename="../../ui/tools/token_tool.py" line="38"/>
        <source>Click to place a creature (name, size and faction in the palette)</source>
        <translation>点击以放置生物（名称、体型和阵营在调色板中设置）</translation>
    </message>
</context>
<context>
    <name>ToolManager</name>
    <message>
        <location filename="../../ui/tools/manager.py" line="48"/>
        <source>{label} ({shortcut})</source>
        <translation>{label}（{shortcut}）</translation>
    </message>
</context>
<context>
    <name>TurnOrderDock</name>
    <message>
        <location filename="../../ui/play/turn_order.py" line="68"/>
        <source>Turn order</source>
        <translation>回合顺序</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="89"/>
        <source>Creature</source>
        <translation>生物</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="89"/>
        <source>Init</source>
        <translation>先攻</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="89"/>
        <source>Mod</source>
        <translation>调整</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="89"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="90"/>
        <source>Initiative</source>
        <translation>先攻</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="92"/>
        <source>Initiative modifier, added to the d20 when rolling</source>
        <translation>先攻调整值，掷骰时加到 d20 上</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="114"/>
        <source>Add selected</source>
        <translation>加入所选</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="115"/>
        <source>Add the tokens selected on the map to the turn order</source>
        <translation>将地图上所选的标记加入回合顺序</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="117"/>
        <source>Add all</source>
        <translation>全部加入</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="118"/>
        <source>Add every token on the map</source>
        <translation>加入地图上的所有标记</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="120"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="121"/>
        <source>Remove the rows selected in the list</source>
        <translation>移除列表中所选的行</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="123"/>
        <location filename="../../ui/play/turn_order.py" line="315"/>
        <source>End fight</source>
        <translation>结束战斗</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="124"/>
        <source>Empty the turn order and reset the round counter</source>
        <translation>清空回合顺序并重置轮数</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="126"/>
        <source>Roll</source>
        <translation>掷骰</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="128"/>
        <source>Roll d20 + modifier for the rows selected in the list (everyone when none is) and sort</source>
        <translation>为列表中所选的行掷 d20 + 调整值（未选时为所有人掷骰）并排序</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="131"/>
        <source>Roll for everyone</source>
        <translation>为所有人掷骰</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="133"/>
        <source>Roll for everyone but the PCs</source>
        <translation>为除玩家角色外的所有人掷骰</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="135"/>
        <source>Sort</source>
        <translation>排序</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="136"/>
        <source>Highest initiative first (ties: higher modifier)</source>
        <translation>先攻最高者优先（平局时调整值高者优先）</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="184"/>
        <source>Round {round}: {name}</source>
        <translation>第 {round} 轮：{name}</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="186"/>
        <source>No fight: add creatures, then roll</source>
        <translation>没有战斗：先加入生物，再掷骰</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="214"/>
        <source>{id} (removed)</source>
        <translation>{id}（已移除）</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="221"/>
        <source>hidden</source>
        <translation>隐藏</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="269"/>
        <source>Set initiative</source>
        <translation>设置先攻</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="273"/>
        <source>Change whose turn it is</source>
        <translation>更改当前行动者</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="301"/>
        <source>Add to turn order</source>
        <translation>加入回合顺序</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="308"/>
        <source>Remove from turn order</source>
        <translation>移出回合顺序</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="320"/>
        <source>Sort turn order</source>
        <translation>排序回合顺序</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="336"/>
        <location filename="../../ui/play/turn_order.py" line="338"/>
        <source>Roll initiative</source>
        <translation>掷先攻</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <location filename="../../ui/help/__init__.py" line="27"/>
        <location filename="../../ui/menus.py" line="47"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="40"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="41"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="42"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="44"/>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="51"/>
        <source>&amp;New...</source>
        <translation>新建(&amp;N)...</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="52"/>
        <source>&amp;Open...</source>
        <translation>打开(&amp;O)...</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="53"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="55"/>
        <source>&amp;Samples</source>
        <translation>示例(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="61"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="63"/>
        <source>Save &amp;As...</source>
        <translation>另存为(&amp;A)...</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="65"/>
        <source>&amp;Export...</source>
        <translation>导出(&amp;E)...</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="68"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="79"/>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="85"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="87"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="92"/>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="95"/>
        <source>D&amp;uplicate</source>
        <translation>创建副本(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="99"/>
        <source>Select &amp;All Tokens</source>
        <translation>选择所有标记(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="105"/>
        <source>Cu&amp;t</source>
        <translation>剪切(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="107"/>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="109"/>
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="111"/>
        <source>Tokens selected, and the terrain of the box drawn with the select tool</source>
        <translation>所选标记，以及用选择工具画出的方框内的地形</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="114"/>
        <source>&amp;Nudge Selection</source>
        <translation>微移所选(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="116"/>
        <source>Left</source>
        <translation>向左</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="116"/>
        <source>Right</source>
        <translation>向右</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="117"/>
        <source>Up</source>
        <translation>向上</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="117"/>
        <source>Down</source>
        <translation>向下</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="149"/>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="150"/>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="151"/>
        <source>&amp;Fit Map</source>
        <translation>适应地图(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="152"/>
        <source>&amp;Actual Size</source>
        <translation>实际大小(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="154"/>
        <source>Show &amp;Grid</source>
        <translation>显示网格(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="161"/>
        <source>&amp;Panels</source>
        <translation>面板(&amp;P)</translation>
    </message>
</context>
</TS>
